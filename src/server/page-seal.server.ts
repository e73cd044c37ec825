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
 * - a module entry, and the `modulepreload` links of the router, start only after the page's first
 *   paint (ADR 024): the links are written inert (a `<template data-modulepreload>` holding their
 *   attributes) and the loader puts the links back when it inserts the entry. A module never blocked the parser,
 *   so only its timing changes: the server's HTML is on screen before hundreds of KB of JavaScript
 *   are fetched, compiled and hydrated, instead of after when they arrive first (a fast connection)
 *   or sharing the bandwidth with the stylesheets and the largest image (a slow one);
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
const MODULE_PRELOAD = /<link\b[^>]*\srel="modulepreload"[^>]*>/g
const INERT_PRELOAD = 'data-modulepreload'
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
  sealed = sealed.replace(MODULE_PRELOAD, (link) => (link.includes(mark) ? inertPreload(link.replace(mark, '')) : link))
  sealed = sealed.replace(new RegExp(`<meta property="csp-nonce" content="${nonce}"\\s*/?>`), '').replaceAll(mark, '')
  return { html: sealed, scriptHashes: [...hashes] }
}

/**
 * A router's `modulepreload` link as an inert `<template>` (valid in `<head>`, fetches nothing) that
 * carries the link's attributes as JSON; the entry's loader puts the same link back in its place.
 * (A `<link>` without its `rel` was inert too, but invalid HTML.)
 */
function inertPreload(link: string): string {
  const attrs = parseAttributes(link.replace(/^<link/, '').replace(/\/?>$/, ''))
  const json = JSON.stringify(Object.fromEntries(attrs)).replace(/&/g, '&amp;').replace(/"/g, '&quot;')
  return `<template ${INERT_PRELOAD}="${json}"></template>`
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
 * script without `async` keeps its order, so it is put in place at once. A module waits until the
 * browser reports the first contentful paint, then makes the inert preloads live and goes in. It goes
 * in at once where nothing will be painted to wait for (a hidden page: a background tab, a prerender)
 * or where paints are not reported, when the page is hidden before its first paint, and a second
 * after the load event in any case: a page that never hydrates is far worse than a late paint.
 */
function loaderOf(attrs: Map<string, string>): string {
  const json = JSON.stringify(Object.fromEntries(attrs)).replace(/</g, '\\u003c')
  const start = '(function(c,s,a){for(var k in a)s.setAttribute(k,a[k]);'
  const end = `})(document.currentScript,document.createElement("script"),${json})`
  if (attrs.get('type') !== 'module')
    return `${start}${attrs.has('async') ? '' : 's.async=false;'}c.replaceWith(s)${end}`
  return [
    start,
    'var d,o,P=self.PerformanceObserver;',
    `function go(){if(d)return;d=1;if(o)o.disconnect();var l=document.querySelectorAll("template[${INERT_PRELOAD}]");`,
    `for(var i=0;i<l.length;i++){var t=l[i],e=document.createElement("link"),b=JSON.parse(t.getAttribute("${INERT_PRELOAD}"));`,
    'for(var n in b)e.setAttribute(n,b[n]);t.replaceWith(e)}c.replaceWith(s)}',
    'if(document.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)go();',
    'else{o=new P(function(e){if(e.getEntriesByName("first-contentful-paint").length)go()});',
    'o.observe({type:"paint",buffered:true});document.addEventListener("visibilitychange",go);',
    'addEventListener("load",function(){setTimeout(go,1e3)})}',
    end,
  ].join('')
}
