import { once } from 'node:events'
import { Agent, request as httpRequest } from 'node:http'
import { createServer, type Server, Socket } from 'node:net'
import { type DatabaseHandle, openDatabase } from '~/db/connect.server'
import { createEmptyPostgresDatabase, MIGRATIONS_FOLDER } from '~/db/testing.server'

export const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres'

export const subscription = (email: string) => ({
  truename: 'Li Wei',
  email,
  company: 'Green Valley Foods',
  position: 'Buyer',
  consent: true,
  noticeVersion: 'subscription/v1',
})

export const application = (email: string) => ({
  partnershipIntent: 'exhibitor',
  country: 'Germany',
  companyName: 'Bergland Naturkost GmbH',
  contactName: 'Anna Weber',
  phone: '+49 911 123456',
  email,
  productType: 'Organic cereals and muesli',
  boothType: 'standard',
  areaSqm: 12,
  consent: true,
  noticeVersion: 'application/v1',
})

let counter = 0
export const uniqueTag = () => `${process.pid}-${Date.now().toString(36)}-${(counter++).toString(36)}`
// Rate limits count IPv6 clients per /64: each client its own /64.
export const clientIp = () => `2001:db8:77:${(++counter).toString(16)}::1`

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: { code: number; msg: string; data: unknown } | undefined }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let json: { code: number; msg: string; data: unknown } | undefined
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, json }
}

/** A throw-away PostgreSQL database and a direct connection to it (for counting rows). */
export async function postgresDatabase(): Promise<{ url: string; handle: DatabaseHandle; drop(): Promise<void> }> {
  const empty = await createEmptyPostgresDatabase(POSTGRES_URL)
  // Migrated and seeded once here, so app processes start fast and rows can be counted at once.
  const handle = await openDatabase(
    { driver: 'postgres', url: empty.url, poolMax: 2 },
    { migrationsFolder: MIGRATIONS_FOLDER, seed: true },
  )
  return {
    url: empty.url,
    handle,
    async drop() {
      await handle.close()
      await empty.drop()
    },
  }
}

/**
 * A TCP proxy in front of PostgreSQL that the test can cut (every connection reset, new ones
 * refused) and restore: the database "going away" under a running app, without touching the
 * machine's PostgreSQL shared with other work.
 */
export class CuttableProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  port = 0

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<void> {
    const server = createServer((client) => {
      const upstream = new Socket()
      this.sockets.add(client)
      this.sockets.add(upstream)
      const drop = () => {
        client.destroy()
        upstream.destroy()
        this.sockets.delete(client)
        this.sockets.delete(upstream)
      }
      client.on('error', drop).on('close', drop)
      upstream.on('error', drop).on('close', drop)
      upstream.connect(this.targetPort, this.targetHost, () => {
        client.pipe(upstream)
        upstream.pipe(client)
      })
    })
    server.listen(port, '127.0.0.1')
    await once(server, 'listening')
    const address = server.address()
    if (address && typeof address !== 'string') this.port = address.port
    this.server = server
  }

  async cut(): Promise<void> {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async restore(): Promise<void> {
    await this.start(this.port)
  }
}

export function proxiedUrl(url: string, port: number): string {
  const u = new URL(url)
  u.hostname = '127.0.0.1'
  u.port = String(port)
  return u.toString()
}

/** Connections kept open between a load test's requests, as a browser keeps its own. */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 256 })

/**
 * A JSON POST as a load test sends it: over `node:http` with kept-alive connections. The load
 * generator shares the machine with the processes it measures; fetch's web streams cost it about
 * twice the CPU per request, which the servers then lack (ADR 042).
 */
export function postJsonLight(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const payload = Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent: loadAgent,
        headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
