/**
 * A chain A → B → C as a hypothesis one can test: the statement, its null form and its variables (A independent,
 * C dependent, the linking concepts as mediators). Templates, no model.
 */

export type HypothesisStatement = {
  statement: string
  nullHypothesis: string
  variables: { independent: string; dependent: string; mediators: string[] }
}

type Named = { name: string }
export type ChainToState = { a: Named; c: Named; links: readonly { via: Named }[] }

const MEDIATORS_NAMED = 2

export function stateHypothesis(chain: ChainToState, options: { mediators?: number } = {}): HypothesisStatement {
  const a = chain.a.name
  const c = chain.c.name
  const mediators = chain.links.slice(0, options.mediators ?? MEDIATORS_NAMED).map((link) => link.via.name)
  const statement = mediators.length
    ? `There is an effect of ${a} on ${c}, mediated by ${listed(mediators)}.`
    : `There is an effect of ${a} on ${c}.`
  return {
    statement,
    nullHypothesis: `There is no effect of ${a} on ${c}.`,
    variables: { independent: a, dependent: c, mediators },
  }
}

function listed(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`
}
