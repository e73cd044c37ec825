/**
 * A path whose percent-encoding is not UTF-8 (`/%E0%A4`) makes the framework's router answer its
 * own untranslated JSON 400 before the app runs. The runtime plugin (undecodable-path.plugin.ts)
 * therefore hands such a request to the app with a readable path and this header set, and the
 * app answers a localised 400 (minimal-page.server.ts). A client-sent copy of the header is removed.
 */
export const UNDECODABLE_PATH_HEADER = 'x-undecodable-path'

export function isDecodablePath(pathname: string): boolean {
  try {
    // The result is used: a bundler drops an unused call to this "pure" global, and the check with it.
    return typeof decodeURIComponent(pathname) === 'string'
  } catch {
    return false
  }
}

/** The request as the app should see it. */
export function markUndecodablePath(request: Request): Request {
  const url = new URL(request.url)
  const decodable = isDecodablePath(url.pathname)
  let target = request.url
  if (decodable && !request.headers.has(UNDECODABLE_PATH_HEADER)) return request
  const headers = new Headers(request.headers)
  headers.delete(UNDECODABLE_PATH_HEADER)
  if (!decodable) {
    headers.set(UNDECODABLE_PATH_HEADER, '1')
    // Only the locale prefix and the /api part matter for the answer's language and format.
    const path = url.pathname.startsWith('/api/')
      ? '/api/undecodable'
      : url.pathname.startsWith('/en/')
        ? '/en/undecodable'
        : '/undecodable'
    // Built as a string: the server runtime's URL objects may not honour a pathname assignment.
    target = `${url.origin}${path}${url.search}`
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(target, {
    method: request.method,
    headers,
    ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
  } as RequestInit)
}
