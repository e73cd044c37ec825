import { request as httpRequest } from 'node:http'
import { serverFnHandlerName, serverFnId } from '../../src/server/server-fn-id'
import { TEST_ADMIN } from './admin'

/** The address of a server function in a production build, from its module and export. */
export function serverFnPath(file: string, exportName: string): string {
  return `/_serverFn/${serverFnId(file, serverFnHandlerName(exportName))}`
}

export const MEDIA_UPLOAD = serverFnPath('src/admin/media/media-admin.functions.ts', 'uploadMediaFile')
export const IMPORT_UPLOAD = serverFnPath('src/admin/import/import.functions.ts', 'uploadExhibitorImport')
/** A server function that needs no upload (its body: a role change of a few bytes). */
export const SET_ROLE = serverFnPath('src/admin/accounts/accounts.functions.ts', 'setAccountRole')

/** Headers of a server-function call as the back office's own pages make it. */
export const serverFnHeaders = (origin: string) => ({
  'x-tsr-serverfn': 'true',
  origin,
  'sec-fetch-site': 'same-origin',
})

/** The session cookie of the suite's first admin, signed in by password. */
export async function signInCookie(origin: string, ip?: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(ip ? { 'x-forwarded-for': ip } : {}) },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`)
  return response.headers.get('set-cookie')?.split(';')[0] ?? ''
}

export interface ChunkedUpload {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  /** Bytes handed to the socket when the answer's headers arrived. */
  sentWhenAnswered: number
  /** Bytes handed to the socket in all (the server may close the connection before the end). */
  sent: number
  total: number
}

/**
 * POSTs `totalBytes` as a chunked body (no Content-Length), generated on the fly from one 64 KB
 * chunk, never held whole, and resolves when the connection closes. It writes as long as the
 * socket takes data (Node's client, like curl and browsers, stops sending once it has the final
 * answer); `sent` tells how much left the client in all.
 */
export function postChunked(url: string, totalBytes: number, headers: Record<string, string>): Promise<ChunkedUpload> {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered: Omit<ChunkedUpload, 'body' | 'sent' | 'total'> | undefined
    let body = ''
    let settled = false
    const finish = () => {
      if (settled) return
      settled = true
      if (answered) resolve({ ...answered, body, sent, total: totalBytes })
      else reject(new Error(`no answer after ${sent} bytes`))
    }
    const request = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } })
    request.on('response', (response) => {
      answered = { status: response.statusCode ?? 0, headers: response.headers, sentWhenAnswered: sent }
      response.setEncoding('utf8')
      response.on('data', (text: string) => {
        body += text
      })
      response.on('error', () => undefined)
    })
    // The server cutting the connection mid-upload is the point: the answer, if it came, decides.
    request.on('error', () => undefined)
    request.on('close', finish)
    const write = () => {
      while (sent < totalBytes && !request.destroyed) {
        sent += chunk.length
        if (!request.write(chunk)) {
          request.once('drain', write)
          return
        }
      }
      if (!request.destroyed) request.end()
    }
    write()
  })
}

/** Resolves once a freshly started server has created its first admin (ADMIN_EMAIL), which it does after it is ready. */
export async function firstAdminCreated(server: { output(): string }, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!server.output().includes('first back-office admin created')) {
    if (Date.now() > deadline) throw new Error('the first admin was not created')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
