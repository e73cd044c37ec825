import { inject } from 'vitest'

export function baseUrl(): string {
  return inject('baseUrl')
}

/** A request to the server under test; redirects are never followed so tests can assert them. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(baseUrl() + path, { headers, redirect: 'manual' })
}
