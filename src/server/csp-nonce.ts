import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { NONCE_HEADER } from './csp'

/**
 * The CSP nonce of the page being rendered, for the router's `ssr.nonce` option (which nonces every
 * script and style the router writes). The server entry sets it on the request it hands to the
 * renderer, replacing any value a client sent. In the browser it is read back from the
 * `csp-nonce` meta tag the router renders (browsers hide `nonce` attributes, not meta content).
 */
export const currentCspNonce = createIsomorphicFn()
  .server((): string | undefined => getRequest().headers.get(NONCE_HEADER) ?? undefined)
  .client(
    (): string | undefined =>
      document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined,
  )
