import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net'

export type TcpProxy = {
  /** `url` with its host and port replaced by the proxy's */
  proxiedUrl: (url: string) => string
  /** Sockets stay open but no byte moves, in either direction, until `resume` (a frozen server, a silent network). */
  freeze: () => void
  /** Open connections are cut and new ones refused (a stopped server). */
  refuse: () => Promise<void>
  /** Relays again: held bytes are delivered, and connections are accepted again. */
  resume: () => Promise<void>
  close: () => Promise<void>
}

type Link = { client: Socket; upstream: Socket; held: { to: Socket; chunk: Buffer }[] }

/** A TCP relay on 127.0.0.1 to `target`, for tests that take the database away from the app. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'relay' | 'frozen' | 'refusing' = 'relay'
  const links = new Set<Link>()

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    const link: Link = { client, upstream, held: [] }
    links.add(link)
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (mode === 'frozen') link.held.push({ to, chunk })
      else to.write(chunk)
    }
    client.on('data', forward(upstream))
    upstream.on('data', forward(client))
    const cut = () => {
      links.delete(link)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) {
      socket.on('error', cut)
      socket.on('close', cut)
    }
  })

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()))
  const cutAll = () => {
    for (const link of links) {
      link.client.destroy()
      link.upstream.destroy()
    }
    links.clear()
  }

  await listen(0)
  const { port } = server.address() as AddressInfo

  return {
    proxiedUrl(url) {
      const proxied = new URL(url)
      proxied.hostname = '127.0.0.1'
      proxied.port = String(port)
      return proxied.toString()
    },
    freeze() {
      mode = 'frozen'
    },
    async refuse() {
      mode = 'refusing'
      const closed = stopListening()
      cutAll()
      await closed
    },
    async resume() {
      const wasRefusing = mode === 'refusing'
      mode = 'relay'
      for (const link of links) {
        for (const { to, chunk } of link.held) to.write(chunk)
        link.held = []
      }
      if (wasRefusing) await listen(port)
    },
    async close() {
      const closed = server.listening ? stopListening() : Promise.resolve()
      cutAll()
      await closed
    },
  }
}
