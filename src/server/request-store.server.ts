import { AsyncLocalStorage } from 'node:async_hooks'

/** Per-request state the server entry owns; AsyncLocalStorage keeps concurrent requests apart. */
export interface RequestStore {
  /** Status chosen while rendering (error pages), applied to the SSR response. */
  status?: number
}

export const requestStore = new AsyncLocalStorage<RequestStore>()

export function setSsrResponseStatus(status: number): void {
  const store = requestStore.getStore()
  if (store) store.status = status
}
