import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import vnuJar from 'vnu-jar'
import { get } from '../support/http'
import { localePath, PUBLIC_PAGES } from '../support/public-pages'

const run = promisify(execFile)

interface VnuMessage {
  type: string
  subType?: string
  url: string
  lastLine?: number
  message: string
  extract?: string
}

/**
 * Every public page in both languages through the W3C Nu HTML Checker (vnu-jar, Java). One Java
 * start for all pages: the HTML is written to files (the checker refuses loopback URLs).
 */
describe('HTML validity (W3C Nu HTML Checker)', () => {
  it('every public page in both languages has no error', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'))
    try {
      const files = new Map<string, string>()
      for (const locale of ['cn', 'en'] as const) {
        for (const [i, page] of PUBLIC_PAGES.entries()) {
          const url = localePath(locale, page)
          const res = await get(url)
          expect([200, 404], url).toContain(res.status)
          const file = path.join(dir, `${locale}-${i}.html`)
          writeFileSync(file, await res.text())
          files.set(file, url)
        }
      }
      const { stdout, stderr } = await run('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...files.keys()], {
        maxBuffer: 32 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => ({
        stdout: error.stdout ?? '',
        stderr: error.stderr ?? '',
      }))
      const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] }
      const errors = messages
        .filter((m) => m.type === 'error' || m.subType === 'fatal')
        .map(
          (m) =>
            `${files.get(m.url.replace(/^file:/, '')) ?? m.url}:${m.lastLine ?? '?'} ${m.message} [${m.extract ?? ''}]`,
        )
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
