import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { scriptHash, sealPage } from './page-seal.server'

const N = 'Nonce123abc'
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

const page = [
  `<html><head><meta charSet="utf-8" nonce="${N}"/><meta property="csp-nonce" content="${N}"/>`,
  `<link rel="modulepreload" href="/assets/index-A.js" nonce="${N}"/>`,
  `<script type="application/ld+json" nonce="${N}">{"a":"\\u003c/script>"}</script></head><body>`,
  `<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>`,
  `<script nonce="${N}">self.$R=1</script>`,
  `<script type="module" async="" src="/assets/index-A.js?v=1&amp;x=2" nonce="${N}"></script>`,
  `<script>alert("injected")</script>`,
  `<script nonce="${N}">document.currentScript.remove()</script>`,
  `</body></html>`,
].join('')

/** The body of the inline loader that stands for the module entry. */
const loaderIn = (html: string) => /<script>(\(function\(c,s,a\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''

describe('sealing a rendered page', () => {
  const { html, scriptHashes } = sealPage(page, N)

  it('hashes exactly the inline scripts the router marked, in order', () => {
    expect(scriptHashes).toHaveLength(3)
    expect(scriptHashes[0]).toBe(sha('self.$R=1'))
    expect(scriptHashes[2]).toBe(sha('document.currentScript.remove()'))
  })

  it('never allows a script without the render nonce, nor data blocks', () => {
    expect(scriptHashes).not.toContain(sha('alert("injected")'))
    expect(scriptHashes).not.toContain(sha('{"a":"\\u003c/script>"}'))
    expect(html).toContain('<script>alert("injected")</script>')
  })

  it('turns the module entry into a hashed loader that puts the same element in its place', () => {
    const loader = loaderIn(html)
    expect(scriptHashes[1]).toBe(sha(loader))
    expect(loader).toContain('c.replaceWith(s)')
    expect(loader).toContain('(document.currentScript,document.createElement("script"),')
    expect(loader).toContain('{"type":"module","async":"","src":"/assets/index-A.js?v=1&x=2"}')
    expect(html).not.toContain('src="/assets/index-A.js')
  })

  // ADR 024: the page paints before its JavaScript is fetched (what the browser does is in
  // tests/e2e/largest-paint.spec.ts).
  it('makes the module entry and its preloads wait for the first contentful paint', () => {
    const loader = loaderIn(html)
    expect(loader).toContain('o.observe({type:"paint",buffered:true})')
    expect(loader).toContain('getEntriesByName("first-contentful-paint")')
    // Inert and valid HTML: a template holding the link's attributes, which the loader puts back.
    const inert = /<template data-modulepreload="([^"]*)"><\/template>/.exec(html)?.[1] ?? ''
    expect(JSON.parse(inert.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))).toEqual({
      rel: 'modulepreload',
      href: '/assets/index-A.js',
    })
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    expect(loader).toContain('e.setAttribute(n,b[n]);t.replaceWith(e)')
  })

  it('puts a classic script in place at once, in order', () => {
    const classic = sealPage(`<body><script src="/a.js" nonce="${N}"></script></body>`, N).html
    expect(classic).toContain('s.async=false;c.replaceWith(s)')
    expect(classic).not.toContain('first-contentful-paint')
  })

  it('leaves a preload link the router did not write as it is', () => {
    const foreign = '<link rel="modulepreload" href="/x.js"/>'
    expect(sealPage(`<head>${foreign}</head>`, N).html).toContain(foreign)
  })

  it('leaves no trace of the nonce', () => {
    expect(html).not.toContain(N)
    expect(html).not.toContain('csp-nonce')
  })

  it('hashes as the browser does: line breaks normalised, UTF-8', () => {
    expect(scriptHash('a\r\nb\rc')).toBe(sha('a\nb\nc'))
    expect(scriptHash('"中文"')).toBe(sha('"中文"'))
  })
})
