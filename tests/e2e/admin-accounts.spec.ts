import type { Request } from '@playwright/test'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import {
  acceptInvitation,
  createInvitation,
  createNewsDraft,
  expectNoAxeViolation,
  setAdminLanguage,
  signIn,
} from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// Accounts and their roles (src/admin/accounts): invitations, what each role is refused on the
// screen and on the server, disabling, reset links, and the audit log of it all.

// Refused screens and replayed calls are answered 401/403 on purpose; the browser logs them.
test.use({ expectedConsoleErrors: [/status of (401|403)/] })

test('an admin invites an editor, who signs up once and cannot manage accounts; the server refuses them too', async ({
  page,
  browser,
  playwright,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  const editorEmail = `editor-${Date.now()}@fair.test`
  const { link, inviteCall } = await createInvitation(page, 'cn', editorEmail, 'editor')

  // The link is mailed too (held in the outbox here, without an SMTP server).
  await page.goto('/admin/outbox')
  const invitation = page.getByRole('row').filter({ has: page.getByRole('cell', { name: editorEmail }) })
  await invitation.locator('summary').click()
  await expect(invitation.locator('pre')).toContainText(link)
  const editor = await acceptInvitation(browser, link, 'en', editorEmail, 'an editor password 1')
  const other = editor.context()
  // The link works once.
  await editor.goto(link)
  await expect(
    editor.getByText(
      adminText('en', 'This invitation link is unknown, used or expired. Ask an administrator for a new one.'),
    ),
  ).toBeVisible()

  await signIn(editor, 'en', editorEmail, 'an editor password 1')
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  // The trade visitors' figures are personal data's counts for sales and admins, not for editors.
  await expect(editor.getByTestId('dashboard-visitor-figures')).toHaveCount(0)
  await expect(editor.getByRole('link', { name: adminText('en', 'Accounts') })).toHaveCount(0)
  await editor.goto('/admin/accounts')
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'No access'))
  await expect(editor.getByRole('cell', { name: TEST_ADMIN.email })).toHaveCount(0)
  // Nor the submissions: not the inbox, not its CSV (403), which a signed-out visitor cannot fetch either (401).
  await editor.goto('/admin/applications')
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'No access'))
  expect((await editor.request.get('/admin/applications.csv', { failOnStatusCode: false })).status()).toBe(403)
  expect((await page.request.get('/admin/subscribers.csv')).status()).toBe(200)

  // The admin's own call, replayed: as the editor (403), signed out (401), from another site (403).
  // A request context of its own: the page's would add the admin's cookies to every replay.
  const http = await playwright.request.newContext()
  const replay = (headers: Record<string, string>) =>
    http.fetch(inviteCall.url(), {
      method: 'POST',
      headers: { ...headers, 'content-type': inviteCall.headers()['content-type'] ?? 'application/json' },
      data: inviteCall.postData() ?? '',
      failOnStatusCode: false,
    })
  const editorCookie = (await other.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const origin = new URL(inviteCall.url()).origin
  expect((await replay({ cookie: editorCookie, origin, 'sec-fetch-site': 'same-origin' })).status()).toBe(403)
  expect((await replay({ cookie: 'admin_locale=en', origin, 'sec-fetch-site': 'same-origin' })).status()).toBe(401)
  const adminCookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect(
    (await replay({ cookie: adminCookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status(),
  ).toBe(403)
  await http.dispose()
  await other.close()
})

test('sales has no content rights: news, media and previews are refused in the browser and on the server', async ({
  page,
  browser,
  playwright,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  // The admin's own news list call, to replay as sales below. Before hydration the link is a plain
  // one, and the news page would come as a document, without the call.
  await hydrated(page)
  const [listCall] = await Promise.all([
    page.waitForRequest((r: Request) => r.url().includes('/_serverFn/') && r.method() === 'GET'),
    page.getByRole('link', { name: adminText('en', 'News'), exact: true }).click(),
  ])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'News'))
  // A draft of the test's own, which sales must not see (nor learn it exists from a preview).
  const stamp = Date.now()
  const newsId = await createNewsDraft(page, 'en', { Chinese: { title: `销售看不到的草稿 ${stamp}` } })
  const salesEmail = `sales-${stamp}@fair.test`
  const { link } = await createInvitation(page, 'en', salesEmail, 'sales')

  const sales = await acceptInvitation(browser, link, 'cn', salesEmail, 'a sales password 12')
  await signIn(sales, 'cn', salesEmail, 'a sales password 12')
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  await expect(sales.getByRole('link', { name: adminText('cn', 'Booth applications'), exact: true })).toBeVisible()
  for (const name of ['News', 'Media library', 'Accounts']) {
    await expect(sales.getByRole('link', { name: adminText('cn', name), exact: true })).toHaveCount(0)
  }
  for (const path of ['/admin/news', `/admin/news/${newsId}`, '/admin/news/new', '/admin/media']) {
    await sales.goto(path)
    await expect(sales.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'No access'))
  }
  // A preview tells a role without content rights nothing about drafts.
  expect((await sales.request.get(`/preview/news/${newsId}`, { failOnStatusCode: false })).status()).toBe(404)

  const http = await playwright.request.newContext()
  expect((await http.get(new URL('/admin/applications.csv', page.url()).href)).status()).toBe(401)
  const salesCookie = (await sales.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const replayed = await http.fetch(listCall.url(), { headers: { cookie: salesCookie }, failOnStatusCode: false })
  expect(replayed.status()).toBe(403)
  await http.dispose()
  await sales.context().close()
})

test('an admin disables an account and hands over a reset link; the person sets a new password; the log shows it all', async ({
  page,
  browser,
}) => {
  // The account: invited and accepted on the server's own screens.
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  const email = `sales-${Date.now()}@fair.test`
  const { link } = await createInvitation(page, 'en', email, 'sales')
  const person = await acceptInvitation(browser, link, 'en', email, 'first sales password')
  await signIn(person, 'en', email, 'first sales password')
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))

  // Disabled: the person's open tab is signed out at its next step.
  await page.reload()
  await hydrated(page)
  const row = page.getByRole('row', { name: new RegExp(email) })
  await row.getByRole('button', { name: adminText('en', 'Disable') }).click()
  await expect(row.getByRole('cell', { name: adminText('en', 'Disabled'), exact: true })).toBeVisible()
  await person.goto('/admin')
  await expect(person).toHaveURL(/\/admin\/sign-in/)
  await signIn(person, 'en', email, 'first sales password')
  await expect(person.getByRole('alert')).toHaveText(adminText('en', 'This account is disabled. Ask an administrator.'))

  // Enabled again, with a reset link handed over.
  await row.getByRole('button', { name: adminText('en', 'Enable') }).click()
  await expect(row.getByRole('cell', { name: adminText('en', 'Active'), exact: true })).toBeVisible()
  await row.getByRole('button', { name: adminText('en', 'Password reset link') }).click()
  const reset = await page.getByLabel(`Reset link for ${email}`).inputValue()
  // The token rides in the fragment; the page takes it off the address bar once read (ADR 030).
  expect(reset).toMatch(/\/admin\/reset-password#token=[A-Za-z0-9]{24}$/)
  await person.goto(reset)
  await hydrated(person)
  await expect(person).toHaveURL(/\/admin\/reset-password$/)
  await person.getByLabel(adminText('en', 'New password (at least 12 characters)')).fill('second sales password')
  await person.getByLabel(adminText('en', 'New password again')).fill('second sales password')
  await person.getByRole('button', { name: adminText('en', 'Save new password') }).click()
  await expect(person.getByRole('status')).toContainText(adminText('en', 'Your new password is set.'))
  await signIn(person, 'en', email, 'second sales password')
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await person.context().close()

  // The audit log, filtered by the item.
  await page.getByRole('link', { name: adminText('en', 'Audit log') }).click()
  await hydrated(page)
  await page.getByLabel(adminText('en', 'Item')).fill(email)
  await page.getByRole('button', { name: adminText('en', 'Show') }).click()
  await expect(page).toHaveURL(/\/admin\/audit\?.*id=/)
  for (const action of ['invite', 'invite_accepted', 'disable', 'enable', 'reset_link'])
    await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible()
  await expectNoAxeViolation(page)
})
