import { PRIVATE_PAGE_SECTIONS } from '~/routing/private-pages'

/**
 * The path prefixes the edge decides on (the back office, the API, private pages: headers, caching,
 * robots, body limits) in their one spelling. The router matches paths case-insensitively and after
 * percent-decoding, so `/ADMIN/accounts` or `/%61dmin/accounts` would render the back office while
 * the edge took them for public pages (ADR 031). Any other spelling of these prefixes is redirected
 * (308, method and body kept) to the canonical one before anything else looks at the path.
 */
const PREFIXES: readonly (readonly string[])[] = [
  ['admin'],
  ['api'],
  ['_serverfn'],
  ...PRIVATE_PAGE_SECTIONS,
  ...PRIVATE_PAGE_SECTIONS.map((section) => ['en', ...section]),
]
/** Server functions are served under `/_serverFn` (TanStack Start's own spelling). */
const SPELLING: Readonly<Record<string, string>> = { _serverfn: '_serverFn' }

function decodedLower(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment).toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * The canonical spelling of `pathname` when it differs only in the case or percent-encoding of a
 * protected prefix; undefined when it is canonical already or not under one of those prefixes.
 * Only the prefix changes: the rest (ids, tokens, encoded slashes) is kept byte for byte.
 */
export function canonicalPrefixPath(pathname: string): string | undefined {
  const segments = pathname.split('/')
  if (segments[0] !== '') return undefined
  for (const prefix of PREFIXES) {
    const raw = segments.slice(1, 1 + prefix.length)
    if (raw.length < prefix.length) continue
    if (!raw.every((segment, i) => decodedLower(segment) === prefix[i])) continue
    const canonical = prefix.map((segment) => SPELLING[segment] ?? segment)
    if (raw.every((segment, i) => segment === canonical[i])) return undefined
    return `/${[...canonical, ...segments.slice(1 + prefix.length)].join('/')}`
  }
  return undefined
}
