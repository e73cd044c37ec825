import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Capability, can } from './roles'

/**
 * Every back-office server function is reachable by anyone who can send a POST: the role check must
 * be on the server, in the function itself. This reads every `*.functions.ts` under src/admin and
 * fails when a server function has neither the `adminFn(capability)` gate nor a place in the short
 * list below, each with the reason it is open and what it checks itself.
 */
const OPEN: Record<string, string> = {
  'auth/language.functions.ts#chooseAdminLanguage': 'sets a language preference cookie, nothing else',
  'auth/viewer.functions.ts#fetchViewer': 'answers who is signed in (null when nobody is)',
  'accounts/invitations.functions.ts#fetchInvitation': 'the invitation token is the credential',
  'accounts/invitations.functions.ts#acceptInvite': 'the invitation token is the credential',
  'preview/news-preview.functions.ts#fetchNewsPreview': 'checks content:write itself and answers not-found',
  'preview/settings-preview.functions.ts#fetchSettingsPreview': 'checks settings:write itself and answers not-found',
}

/**
 * Open to any signed-in account, each part of the answer filtered by the viewer's role inside (a
 * count or chart only for a role whose capability covers it): the test of that filter is named.
 */
const FILTERED_BY_ROLE: Record<string, string> = {
  'dashboard/dashboard.functions.ts#fetchWaitingCounts':
    'dashboard.server.test.ts: shows each role only what it acts on',
  'dashboard/dashboard.functions.ts#fetchDashboard': 'dashboard.server.test.ts: the trend is left out for editors',
}

const ADMIN_DIR = path.resolve(import.meta.dirname, '..')

function functionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return functionFiles(full)
    return entry.name.endsWith('.functions.ts') ? [full] : []
  })
}

interface ServerFunction {
  id: string
  capability: string | null
  /** Whether the open function checks a capability in its body. */
  checksInside: boolean
  /** Whether it passes the signed-in user (`context.user`) on, for a filter by role. */
  passesViewer: boolean
}

/** Each `export const x = createServerFn(…)…` up to the next export, with its adminFn capability. */
function serverFunctionsOf(file: string): ServerFunction[] {
  const source = readFileSync(file, 'utf8')
  const relative = path.relative(ADMIN_DIR, file).split(path.sep).join('/')
  const starts = [...source.matchAll(/export const (\w+) = createServerFn\(/g)]
  return starts.map((match, index) => {
    const end = starts[index + 1]?.index ?? source.length
    const body = source.slice(match.index, end)
    const gate = /\.middleware\(\[adminFn\((?:'([\w:]+)')?\)\]\)/.exec(body)
    return {
      id: `${relative}#${match[1]}`,
      capability: gate ? (gate[1] ?? '') : null,
      checksInside: /requireCapability\(/.test(body),
      passesViewer: /context\.user\b/.test(body),
    }
  })
}

const functions = functionFiles(ADMIN_DIR).flatMap(serverFunctionsOf)

describe('back-office server functions', () => {
  it('are found (the reader still understands the code)', () => {
    expect(functions.length).toBeGreaterThan(20)
    for (const id of Object.keys(OPEN))
      expect(
        functions.some((f) => f.id === id),
        `${id} is listed as open but no longer exists`,
      ).toBe(true)
  })

  it.each(functions.map((f) => [f.id, f] as const))('%s is gated on the server', (id, fn) => {
    if (fn.capability === null) {
      expect(OPEN[id], `${id} has no adminFn(capability) gate and is not listed as open`).toBeDefined()
      if (OPEN[id]?.startsWith('checks')) expect(fn.checksInside).toBe(true)
      return
    }
    // A gate without a capability lets any signed-in account through: only for its own account.
    if (fn.capability === '' && FILTERED_BY_ROLE[id]) {
      expect(fn.passesViewer, `${id} must hand the signed-in user to its filter`).toBe(true)
      return
    }
    if (fn.capability === '') {
      expect(id, 'an ungated-by-role function must be about the signed-in account itself').toMatch(
        /^(auth|accounts)\/.*#(\w*[Oo]wn\w*|\w*[Pp]assword\w*|\w*[Tt]woFactor\w*|\w*[Ss]ession\w*)$/,
      )
      return
    }
    // The capability named exists, and no role outside its list passes it (sales has no content rights).
    const capability = fn.capability as Capability
    expect(can('admin', capability)).toBe(true)
    if (capability.startsWith('content:') || capability.startsWith('media:'))
      expect(can('sales', capability)).toBe(false)
    if (capability.startsWith('submissions:')) expect(can('editor', capability)).toBe(false)
    if (capability === 'accounts:manage' || capability === 'audit:read' || capability === 'settings:write')
      expect([can('editor', capability), can('sales', capability)]).toEqual([false, false])
  })
})
