import { createHash } from 'node:crypto'
import { expect } from 'vitest'

/**
 * The invariants of the page policies (ADR 022, ADR 025): a cached page runs only inline scripts
 * whose SHA-256 its policy lists (plus what those load under 'strict-dynamic'), carries no external
 * script element of its own and no nonce in its script policy; a page rendered for one request runs
 * only the scripts carrying the nonce its policy names.
 */
export function scriptPolicy(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? ''
  return /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? ''
}

const JS_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

/** The executable `<script>` elements of a page: their attributes and text. */
function executableScripts(html: string): { attributes: string; text: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', text = '']) => ({ attributes, text }))
    .filter(({ attributes }) => {
      const type = /\stype="([^"]*)"/.exec(attributes)?.[1]
      return type === undefined || type === '' || JS_TYPE.test(type)
    })
}

export function expectScriptsAllowedByHash(res: Response, html: string, label = res.url): void {
  const policy = scriptPolicy(res)
  expect(policy, label).toContain("'strict-dynamic'")
  expect(policy, label).not.toContain("'nonce-")
  const scripts = executableScripts(html)
  expect(scripts.length, label).toBeGreaterThan(0)
  for (const { attributes, text } of scripts) {
    expect(attributes, `${label}: no external script element`).not.toMatch(/\ssrc=/)
    const hash = createHash('sha256').update(text).digest('base64')
    expect(policy, `${label}: ${text.slice(0, 80)}`).toContain(`'sha256-${hash}'`)
  }
}

export function expectScriptsAllowedByNonce(res: Response, html: string, label = res.url): void {
  const policy = scriptPolicy(res)
  expect(policy, label).toContain("'strict-dynamic'")
  expect(policy, label).not.toContain("'sha256-")
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
  expect(nonce, label).toMatch(/^[A-Za-z0-9]{16,}$/)
  const scripts = executableScripts(html)
  expect(scripts.length, label).toBeGreaterThan(0)
  for (const { attributes, text } of scripts)
    expect(attributes, `${label}: ${text.slice(0, 80)}`).toContain(` nonce="${nonce}"`)
}
