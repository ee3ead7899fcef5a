// An import resolver (eslint-module-utils' interface 2) for the package's own `imports` aliases (`#shared/*`), so
// the import rules of eslint.config.js see `#shared/contract/account` as the file it names. Everything else is left
// to the node resolver listed before it.
const { existsSync, readFileSync } = require('node:fs')
const path = require('node:path')

const root = path.resolve(__dirname, '..')
const aliases = Object.entries(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {})

exports.interfaceVersion = 2

exports.resolve = (source) => {
  for (const [pattern, target] of aliases) {
    const [prefix, suffix = ''] = pattern.split('*')
    if (typeof target !== 'string' || !source.startsWith(prefix) || !source.endsWith(suffix)) continue
    const matched = source.slice(prefix.length, source.length - suffix.length)
    const file = path.join(root, target.replace('*', matched))
    return existsSync(file) ? { found: true, path: file } : { found: false }
  }
  return { found: false }
}
