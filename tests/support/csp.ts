import { createHash } from 'node:crypto'
import { expect } from 'vitest'

/**
 * The invariant of the hash-based CSP (ADR 022): a page runs only inline scripts whose SHA-256 its
 * policy lists (plus what those load under 'strict-dynamic'); it carries no external script element
 * of its own and no nonce in its script policy.
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
