import { createHash } from 'node:crypto'

/**
 * Turns a page rendered with a nonce into a page allowed by hashes (ADR 022), so its bytes no
 * longer depend on the answer: they can be compressed once and revalidated with an ETag.
 *
 * The render nonce is random and made just before the render, and React escapes every attribute
 * value, so ` nonce="<nonce>"` occurs only where the router wrote it: on the scripts it emits (the
 * dehydrated state, scroll restoration, the module entry), its links and metas. Exactly those
 * scripts are trusted:
 * - an inline script carrying the nonce gets its SHA-256 into the policy;
 * - a script with `src` carrying it (the module entry) becomes a small inline loader, hashed in turn,
 *   that puts the same element in its own place; under `'strict-dynamic'` an element inserted by a
 *   trusted script may load, and so may every chunk it imports. (A hash cannot allow an external
 *   script in every browser, and the nonce is what this removes.) The DOM the loader leaves is the
 *   one the client renders, so hydration sees no difference;
 * - data blocks (`application/ld+json`) never run and need nothing.
 * A script without the nonce (markup that slipped into content) is left as it is and never hashed,
 * so the policy refuses it. Every occurrence of the nonce is removed, with the `csp-nonce` meta.
 * (Pages rendered for one request are not sealed: their policy names their nonce, page-answer.server.ts.)
 */
export interface SealedPage {
  html: string
  /** CSP hash sources of the inline scripts, in page order, without repeats. */
  scriptHashes: string[]
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/g
const ATTRIBUTE = /\s([^\s"'>/=]+)(?:="([^"]*)")?/g
const JS_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' }

export function sealPage(html: string, nonce: string): SealedPage {
  const mark = ` nonce="${nonce}"`
  const hashes = new Set<string>()
  let sealed = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (!attributes.includes(mark)) return whole
    const attrs = parseAttributes(attributes.replace(mark, ''))
    const type = attrs.get('type')
    if (type !== undefined && type !== '' && !JS_TYPE.test(type)) return whole.replace(mark, '')
    if (attrs.has('src')) {
      const loader = loaderOf(attrs)
      hashes.add(scriptHash(loader))
      return `<script>${loader}</script>`
    }
    hashes.add(scriptHash(body))
    return whole.replace(mark, '')
  })
  sealed = sealed.replace(new RegExp(`<meta property="csp-nonce" content="${nonce}"\\s*/?>`), '').replaceAll(mark, '')
  return { html: sealed, scriptHashes: [...hashes] }
}

/** The CSP hash source of an inline script, as a browser computes it (line breaks normalised by the parser). */
export function scriptHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

function parseAttributes(attributes: string): Map<string, string> {
  const attrs = new Map<string, string>()
  for (const [, name = '', value = ''] of attributes.matchAll(ATTRIBUTE)) {
    attrs.set(
      name.toLowerCase(),
      value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e),
    )
  }
  return attrs
}

/**
 * A classic inline script that replaces itself with the script element `attrs` describe. A classic
 * script without `async` keeps its order; a module is deferred or async as before.
 */
function loaderOf(attrs: Map<string, string>): string {
  const json = JSON.stringify(Object.fromEntries(attrs)).replace(/</g, '\\u003c')
  const order = attrs.has('async') ? '' : 's.async=false;'
  return `(function(s,a){for(var k in a)s.setAttribute(k,a[k]);${order}document.currentScript.replaceWith(s)})(document.createElement("script"),${json})`
}
