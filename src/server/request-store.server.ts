import { AsyncLocalStorage } from 'node:async_hooks'

/** Per-request state the server entry owns; AsyncLocalStorage keeps concurrent requests apart. */
export interface RequestStore {
  /** Status chosen while rendering (error pages), applied to the SSR response. */
  status?: number
  /** Headers that go with that status (a refused form's `Retry-After`), applied with it. */
  headers?: Readonly<Record<string, string>>
  /**
   * The socket's peer address, read at the edge: pages are rendered from a copy of the request
   * (with its nonce), and the framework cannot see the peer of a copy.
   */
  peer?: string
}

export const requestStore = new AsyncLocalStorage<RequestStore>()

export function setSsrResponseStatus(status: number, headers?: Readonly<Record<string, string>>): void {
  const store = requestStore.getStore()
  if (!store) return
  store.status = status
  if (headers) store.headers = headers
}

/** The peer address the edge saw for this request, if any (client-ip.server.ts). */
export function requestPeer(): string | undefined {
  return requestStore.getStore()?.peer
}

/** The runtime's peer address of an incoming request (srvx exposes it as `ip`). */
export function peerOf(request: Request): string | undefined {
  const ip: unknown = Reflect.get(request, 'ip')
  return typeof ip === 'string' ? ip : undefined
}
