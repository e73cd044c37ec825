import { beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '~/admin/audit/contract'
import { baseUrl, newClientIp } from '../support/http'
import { callServerFn } from '../support/server-fn-call'
import { serverFnPath, signInCookie } from '../support/uploads'

/**
 * What the back office reads of people (visitors, submissions, subscribers, accounts, mail, the audit
 * log) stays out of every cache: each server function's answer is `no-store` unless it says
 * otherwise (issue 39). And a CSV export filtered by someone's e-mail does not write that e-mail
 * into the append-only audit log (ADR 039).
 */
const GETS: [file: string, name: string, data?: unknown][] = [
  ['src/admin/visitors/visitors.functions.ts', 'fetchVisitors', {}],
  ['src/admin/visitors/visitors.functions.ts', 'fetchVisitorFigures'],
  ['src/admin/inbox/inbox.functions.ts', 'fetchApplications', {}],
  ['src/admin/inbox/inbox.functions.ts', 'fetchSubscribers', {}],
  ['src/admin/auth/viewer.functions.ts', 'fetchAccounts'],
  ['src/admin/auth/viewer.functions.ts', 'fetchViewer'],
  ['src/admin/mail/outbox.functions.ts', 'fetchOutbox'],
  ['src/admin/audit/audit.functions.ts', 'fetchAudit', {}],
  ['src/admin/dashboard/dashboard.functions.ts', 'fetchDashboard'],
]
const FETCH_AUDIT = serverFnPath('src/admin/audit/audit.functions.ts', 'fetchAudit')

let admin = ''
beforeAll(async () => {
  admin = await signInCookie(baseUrl(), newClientIp())
})

describe('server-function answers with personal data', () => {
  it.each(GETS)('%s %s answers Cache-Control: no-store', async (file, name, data) => {
    const answer = await callServerFn(baseUrl(), serverFnPath(file, name), { method: 'GET', data, cookie: admin })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })
})

describe('the audit log of a filtered export', () => {
  it.each([
    ['/admin/visitors.csv', 'visitor_registration'],
    ['/admin/subscribers.csv', 'subscriptions'],
    ['/admin/applications.csv', 'applications'],
  ])('%s?q=<an e-mail> records the export and its row count, not the e-mail', async (path, entity) => {
    const email = `searched.person.${Date.now()}@buyer.example.cn`
    const csv = await fetch(`${baseUrl()}${path}?q=${encodeURIComponent(email)}&page=2`, {
      headers: { cookie: admin },
    })
    expect(csv.status).toBe(200)
    await csv.arrayBuffer()
    const audit = await callServerFn<AuditEntry[]>(baseUrl(), FETCH_AUDIT, {
      method: 'GET',
      data: { entity },
      cookie: admin,
    })
    expect(audit.status, audit.text).toBe(200)
    const exported = audit.result?.find((entry) => entry.action === 'export')
    expect(exported?.after).toContain('"rows":0')
    expect(exported?.after).toContain('[redacted]')
    expect(audit.text).not.toContain(email)
  })
})
