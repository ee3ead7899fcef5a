import { createServer, type Server, type Socket } from 'node:net'

/** A message as the fake received it: the envelope, the login used, and the decoded headers and text. */
export type ReceivedMail = {
  envelopeFrom: string
  envelopeTo: string[]
  authUser: string | null
  headers: Record<string, string>
  text: string
}

export type FakeSmtp = {
  url: (credentials?: { user: string; pass: string }) => string
  received: ReceivedMail[]
  /** Resolves with the first message to `to` whose subject contains `subjectContains`, waiting for it briefly. */
  waitForMail: (to: string, subjectContains?: string) => Promise<ReceivedMail>
  close: () => Promise<void>
}

/** Recipients whose address contains this are refused at RCPT TO with 550, as a real server refuses an unknown mailbox. */
export const REJECTED_RECIPIENT_MARK = 'smtp-reject'

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/** Headers (unfolded, names lower-cased) and the text part of a single-part message. */
export function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n')
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split + 4)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  return { headers, text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') }
}

const addressOf = (argument: string) => /<([^>]*)>/.exec(argument)?.[1] ?? argument.trim()

/**
 * A small SMTP server (RFC 5321) on loopback: EHLO/HELO, AUTH PLAIN and LOGIN, MAIL, RCPT, DATA with
 * dot-stuffing, RSET, NOOP, QUIT. It speaks the protocol a real client such as nodemailer expects,
 * so the mailer is tested over a real connection; it offers no STARTTLS.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = []
  const sockets = new Set<Socket>()

  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    const reply = (line: string) => socket.write(`${line}\r\n`)

    let buffer = ''
    let mode: 'command' | 'data' | 'auth-plain' | 'auth-login-user' | 'auth-login-pass' = 'command'
    let envelopeFrom = ''
    let envelopeTo: string[] = []
    let authUser: string | null = null
    let pendingUser = ''
    let dataLines: string[] = []

    const handleCommand = (line: string) => {
      const [verb = '', ...rest] = line.split(' ')
      const argument = rest.join(' ')
      switch (verb.toUpperCase()) {
        case 'EHLO':
          reply('250-fake-smtp.lodestar.test greets you')
          reply('250-8BITMIME')
          reply('250-SMTPUTF8')
          reply('250 AUTH PLAIN LOGIN')
          return
        case 'HELO':
          return reply('250 fake-smtp.lodestar.test')
        case 'AUTH': {
          const [method = '', initial] = argument.split(' ')
          if (method.toUpperCase() === 'PLAIN') {
            if (!initial) {
              mode = 'auth-plain'
              return reply('334 ')
            }
            acceptPlain(initial)
            return
          }
          if (method.toUpperCase() === 'LOGIN') {
            mode = 'auth-login-user'
            return reply(`334 ${Buffer.from('Username:').toString('base64')}`)
          }
          return reply('504 5.5.4 Unrecognized authentication type')
        }
        case 'MAIL':
          envelopeFrom = addressOf(argument)
          envelopeTo = []
          return reply('250 2.1.0 Sender OK')
        case 'RCPT': {
          const address = addressOf(argument)
          if (address.includes(REJECTED_RECIPIENT_MARK))
            return reply(`550 5.1.1 <${address}>: Recipient address rejected: User unknown`)
          envelopeTo.push(address)
          return reply('250 2.1.5 Recipient OK')
        }
        case 'DATA':
          if (!envelopeTo.length) return reply('554 5.5.1 No valid recipients')
          mode = 'data'
          dataLines = []
          return reply('354 End data with <CR><LF>.<CR><LF>')
        case 'RSET':
          envelopeFrom = ''
          envelopeTo = []
          return reply('250 2.0.0 OK')
        case 'NOOP':
          return reply('250 2.0.0 OK')
        case 'QUIT':
          reply('221 2.0.0 Bye')
          socket.end()
          return
        default:
          return reply('502 5.5.2 Command not recognized')
      }
    }

    const acceptPlain = (encoded: string) => {
      const [, user = ''] = Buffer.from(encoded, 'base64').toString('utf8').split('\0')
      authUser = user
      mode = 'command'
      reply('235 2.7.0 Authentication successful')
    }

    const handleLine = (line: string) => {
      if (mode === 'data') {
        if (line === '.') {
          mode = 'command'
          received.push({ envelopeFrom, envelopeTo, authUser, ...parseMessage(dataLines.join('\r\n')) })
          return reply('250 2.0.0 OK: queued')
        }
        dataLines.push(line.startsWith('..') ? line.slice(1) : line)
        return
      }
      if (mode === 'auth-plain') {
        acceptPlain(line)
        return
      }
      if (mode === 'auth-login-user') {
        pendingUser = Buffer.from(line, 'base64').toString('utf8')
        mode = 'auth-login-pass'
        return reply(`334 ${Buffer.from('Password:').toString('base64')}`)
      }
      if (mode === 'auth-login-pass') {
        authUser = pendingUser
        mode = 'command'
        return reply('235 2.7.0 Authentication successful')
      }
      handleCommand(line)
    }

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let end: number
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        handleLine(line)
      }
    })
    reply('220 fake-smtp.lodestar.test ESMTP ready')
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    received,
    url: (credentials) =>
      credentials
        ? `smtp://${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    async waitForMail(to, subjectContains = '') {
      for (let waited = 0; waited < 5_000; waited += 20) {
        const mail = received.find(
          (m) => m.envelopeTo.includes(to) && (m.headers.subject ?? '').includes(subjectContains),
        )
        if (mail) return mail
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(
        `no mail to ${to} about "${subjectContains}"; received: ${JSON.stringify(received.map((m) => [m.envelopeTo, m.headers.subject]))}`,
      )
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
