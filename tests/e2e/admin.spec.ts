import { readFileSync } from 'node:fs'
import type { Request } from '@playwright/test'
import sharp from 'sharp'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { PDF_BYTES, photoWithExif } from '../support/images'
import {
  acceptInvitation,
  createInvitation,
  expectNoAxeViolation,
  LOCALES,
  officePage,
  setAdminLanguage,
  signIn,
  totpCode,
} from './admin-helpers'
import { expect, test } from './fixtures'
import { applyFormHydrated, hydrated, settledAt } from './layout-helpers'

// Wrong passwords and refused screens are answered 401/403/429 on purpose; the browser logs them.
test.use({ expectedConsoleErrors: [/status of (401|403|429)/] })

for (const locale of LOCALES) {
  test(`${locale}: a signed-out visitor is sent to sign in; a wrong password is said so; the right one lets in`, async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'admin_locale', value: locale, url: 'http://127.0.0.1/admin' }])
    await page.goto('/admin/accounts')
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccounts$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Back office sign-in'))
    await hydrated(page)
    await expectNoAxeViolation(page)

    await page.getByLabel(adminText(locale, 'E-mail')).fill(TEST_ADMIN.email)
    await page.getByLabel(adminText(locale, 'Password')).fill('not the password at all')
    await page.getByRole('button', { name: adminText(locale, 'Sign in') }).click()
    await expect(page.getByRole('alert')).toHaveText(adminText(locale, 'The e-mail address or password is wrong.'))

    await page.getByLabel(adminText(locale, 'Password')).fill(TEST_ADMIN.password)
    await page.getByRole('button', { name: adminText(locale, 'Sign in') }).click()
    // Back where the visitor wanted to go.
    await expect(page).toHaveURL(/\/admin\/accounts$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Accounts'))
    await expect(page.getByRole('cell', { name: TEST_ADMIN.email })).toBeVisible()
    await hydrated(page)
    await expectNoAxeViolation(page)

    await page.getByRole('button', { name: adminText(locale, 'Sign out'), exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/sign-in$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/)
  })
}

test('repeated wrong passwords lock the account with a message saying how long', async ({ page }) => {
  await setAdminLanguage(page, 'en')
  const email = `locked-${test.info().workerIndex}-${Date.now()}@fair.test`
  for (let i = 0; i < 5; i++) {
    await signIn(page, 'en', email, `wrong password ${i}!`)
    await expect(page.getByRole('alert')).toHaveText(adminText('en', 'The e-mail address or password is wrong.'))
  }
  await signIn(page, 'en', email, 'one more wrong password')
  await expect(page.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ minutes?\.$/)
})

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
  const newsId = /\/admin\/news\/(\d+)$/.exec(
    (await page.getByRole('table').getByRole('link').first().getAttribute('href')) ?? '',
  )?.[1]
  expect(newsId).toMatch(/^\d+$/)
  const salesEmail = `sales-${Date.now()}@fair.test`
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
  // The account: invited and accepted on the server's own screens, as before.
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('en', 'Accounts') }).click()
  await hydrated(page)
  const email = `sales-${Date.now()}@fair.test`
  await page.getByLabel(adminText('en', 'E-mail')).fill(email)
  await page.getByLabel(adminText('en', 'Role'), { exact: true }).selectOption('sales')
  await page.getByRole('button', { name: adminText('en', 'Create invitation link') }).click()
  const invite = await page.getByLabel(adminText('en', 'Invitation link')).inputValue()

  const other = await browser.newContext()
  const person = await other.newPage()
  await person.context().addCookies([{ name: 'admin_locale', value: 'en', url: 'http://127.0.0.1/admin' }])
  await person.goto(invite)
  await hydrated(person)
  await person.getByLabel(adminText('en', 'Your name')).fill('Sally Sales')
  await person.getByLabel(adminText('en', 'New password (at least 12 characters)')).fill('first sales password')
  await person.getByLabel(adminText('en', 'New password again')).fill('first sales password')
  await person.getByRole('button', { name: adminText('en', 'Create account') }).click()
  await expect(person.getByRole('status')).toContainText(adminText('en', 'Your account is ready.'))
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
  await other.close()

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

test('an editor writes a bilingual item, previews the draft, publishes it and sees it on both sites; a payload never runs', async ({
  page,
  browser,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('en', 'News'), exact: true }).click()
  await page.getByRole('link', { name: adminText('en', 'Write a news item') }).click()
  await hydrated(page)
  const stamp = Date.now()
  const chinese = page.getByRole('group', { name: adminText('en', 'Chinese') })
  const english = page.getByRole('group', { name: adminText('en', 'English') })
  await chinese.getByLabel(adminText('en', 'Title')).fill(`有机茶叶展区扩大 ${stamp}`)
  await chinese.getByLabel(adminText('en', 'Summary')).fill('茶叶展区面积翻倍。')
  await english.getByLabel(adminText('en', 'Title')).fill(`Organic tea area doubles ${stamp}`)
  await english.getByLabel(adminText('en', 'Summary')).fill('The tea area is twice as large.')
  await chinese.getByRole('textbox', { name: adminText('en', 'Text'), exact: true }).click()
  await page.keyboard.type('茶叶展区位于N5馆。')
  await english.getByRole('textbox', { name: adminText('en', 'Text'), exact: true }).click()
  await page.keyboard.type('The tea area is in hall N5. <img src=x onerror="window.__pwned=1">')
  // A minute ago (Beijing time): the newest item, first on the public lists however many runs came before.
  const minuteAgo = new Date(Date.now() - 60_000 + 8 * 3_600_000).toISOString().slice(0, 16)
  await page.getByLabel(adminText('en', 'Publish date and time (Beijing time)')).fill(minuteAgo)
  await page.getByRole('button', { name: adminText('en', 'Save draft'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved.'))
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  const id = /\/admin\/news\/(\d+)\?/.exec(page.url())?.[1] ?? ''
  // The item's own screen replaces the new-item screen, preview links and all; a click on a link
  // of the screen being replaced opened no tab (seen once in a run of `npm test`).
  await settledAt(page, `/admin/news/${id}`)

  // The draft, previewed inside the public layout in both languages (in a tab of its own), and
  // nowhere else: the public page does not exist yet, and a signed-out visitor is sent to sign in.
  await hydrated(page)
  for (const [name, path, title, body] of [
    ['Preview the Chinese page', `/preview/news/${id}`, `有机茶叶展区扩大 ${stamp}`, '茶叶展区位于N5馆。'],
    [
      'Preview the English page',
      `/en/preview/news/${id}`,
      `Organic tea area doubles ${stamp}`,
      'The tea area is in hall N5.',
    ],
  ] as const) {
    const link = page.getByRole('link', { name: adminText('en', name) })
    await expect(link).toHaveAttribute('target', '_blank')
    const [preview] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(preview).toHaveURL(new RegExp(`${path}$`))
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(preview.getByText(body)).toBeVisible()
    await expect(preview.getByRole('note')).toBeVisible()
    await expect(preview.getByRole('banner')).toBeVisible()
    await preview.close()
  }
  const preview = await page.request.get(`/en/preview/news/${id}`)
  expect(preview.headers()['cache-control']).toBe('no-store')
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect((await page.request.get(`/en/news/${id}`, { failOnStatusCode: false })).status()).toBe(404)
  const stranger = await browser.newPage()
  await stranger.goto(new URL(`/en/preview/news/${id}`, page.url()).href)
  await expect(stranger).toHaveURL(new RegExp(`/admin/sign-in\\?next=%2Fen%2Fpreview%2Fnews%2F${id}$`))
  await stranger.close()

  await page.getByLabel(adminText('en', 'Status')).selectOption('published')
  // The status says "Saved." already: it is emptied while saving, so the same words are announced again.
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved.'))
  await page.getByRole('status').evaluate((status) => {
    const said: string[] = []
    Object.assign(window, { __said: said })
    new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    })
  })
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST' && r.ok()),
    page.getByRole('button', { name: adminText('en', 'Publish now'), exact: true }).click(),
  ])
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved.'))
  expect(await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual([
    '',
    adminText('en', 'Saved.'),
  ])
  // Live now: the button says a save changes the public pages, and the public links are shown.
  await expect(page.getByRole('button', { name: adminText('en', 'Save and update the public pages') })).toBeVisible()
  await expect(page.getByTestId('news-live-links').getByRole('link')).toHaveCount(2)
  // A schedule names its Beijing time on the button before anything is saved.
  await page.getByLabel(adminText('en', 'Status')).selectOption('scheduled')
  await expect(
    page.getByRole('button', { name: `Schedule for ${minuteAgo.replace('T', ' ')} (Beijing time)` }),
  ).toBeVisible()
  await page.getByLabel(adminText('en', 'Status')).selectOption('published')

  // Both public sites, within the page cache's 2 s.
  await expect(async () => {
    await page.goto(`/news/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`有机茶叶展区扩大 ${stamp}`, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByText('茶叶展区位于N5馆。')).toBeVisible()
  // The draft's 404 was cached: gone as soon as the process sees the new content version.
  await expect(async () => {
    await page.goto(`/en/news/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Organic tea area doubles ${stamp}`, {
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })
  // What was typed is text, and stays text.
  await expect(page.getByText('The tea area is in hall N5. <img src=x onerror="window.__pwned=1">')).toBeVisible()
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  // The list was cached before: it changes within the content version's 2 s.
  await expect(async () => {
    await page.goto('/en/news')
    await expect(page.getByRole('link', { name: `Organic tea area doubles ${stamp}` }).first()).toBeVisible({
      timeout: 500,
    })
  }).toPass({ timeout: 10_000 })

  // The editors' list finds it by its text and by its languages (both filled in), not among the incomplete.
  await page.goto('/admin/news')
  await hydrated(page)
  const filter = page.getByRole('form', { name: adminText('en', 'Filter news') })
  await filter.getByLabel(adminText('en', 'Search (both languages)')).fill(String(stamp))
  await filter.getByLabel(adminText('en', 'Languages'), { exact: true }).selectOption('complete')
  await filter.getByLabel(adminText('en', 'Order')).selectOption('updated')
  await filter.getByRole('button', { name: adminText('en', 'Show') }).click()
  await expect(page).toHaveURL(/languages=complete/)
  await expect(page.getByRole('link', { name: `有机茶叶展区扩大 ${stamp}` })).toBeVisible()
  await expect(
    page.getByText(
      adminText('en', 'Page {page} of {pages}, {total} in all')
        .replace('{page}', '1')
        .replace('{pages}', '1')
        .replace('{total}', '1'),
    ),
  ).toBeVisible()
  await filter.getByLabel(adminText('en', 'Languages'), { exact: true }).selectOption('incomplete')
  await filter.getByRole('button', { name: adminText('en', 'Show') }).click()
  await expect(page.getByText(adminText('en', 'No news matches this filter.'))).toBeVisible()
})

test('a save over a colleague’s newer save is refused, and nothing typed is lost', async ({ page, browser }) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await page.goto('/admin/news/new')
  await hydrated(page)
  const english = page.getByRole('group', { name: adminText('en', 'English') })
  await english.getByLabel(adminText('en', 'Title')).fill('Shared draft')
  await page.getByRole('button', { name: adminText('en', 'Save draft'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  // The item's own address, as a colleague opens it from the list: with `?created=1` the screen would
  // say "Saved." before the colleague's save, and the check below would not wait for that save.
  const url = page.url().replace(/\?.*$/, '')

  // A colleague opens the same item and saves first.
  const other = await browser.newContext()
  const colleague = await other.newPage()
  await setAdminLanguage(colleague, 'en')
  await signIn(colleague, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await colleague.goto(url)
  await hydrated(colleague)
  await colleague
    .getByRole('group', { name: adminText('en', 'English') })
    .getByLabel(adminText('en', 'Title'))
    .fill('Colleague’s title')
  await expect(colleague.getByText(adminText('en', 'Saved.'), { exact: true })).toHaveCount(0)
  await colleague.getByRole('button', { name: adminText('en', 'Save draft'), exact: true }).click()
  await expect(colleague.getByRole('status')).toHaveText(adminText('en', 'Saved.'))
  await other.close()

  await english.getByLabel(adminText('en', 'Title')).fill('My title')
  await page.getByRole('button', { name: adminText('en', 'Save draft'), exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(
    adminText('en', 'Someone else saved this item after you opened it. What you typed is still here.'),
  )
  await expect(english.getByLabel(adminText('en', 'Title'))).toHaveValue('My title')
  await page.getByRole('button', { name: adminText('en', 'Save mine over theirs') }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved.'))
  await page.reload()
  await expect(english.getByLabel(adminText('en', 'Title'))).toHaveValue('My title')
  await hydrated(page)
  await expectNoAxeViolation(page)
})

test('two-factor: set up with an authenticator app, then signing in asks for its code', async ({ page, browser }) => {
  // A fresh account of its own (the shared admin must stay without two-factor).
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await page.goto('/admin/accounts')
  await hydrated(page)
  const email = `twofactor-${Date.now()}@fair.test`
  await page.getByLabel(adminText('en', 'E-mail')).fill(email)
  await page.getByRole('button', { name: adminText('en', 'Create invitation link') }).click()
  const invite = await page.getByLabel(adminText('en', 'Invitation link')).inputValue()

  const other = await browser.newContext()
  const person = await other.newPage()
  await setAdminLanguage(person, 'en')
  await person.goto(invite)
  await hydrated(person)
  await person.getByLabel(adminText('en', 'Your name')).fill('Tess Two')
  await person.getByLabel(adminText('en', 'New password (at least 12 characters)')).fill('a two factor password')
  await person.getByLabel(adminText('en', 'New password again')).fill('a two factor password')
  await person.getByRole('button', { name: adminText('en', 'Create account') }).click()
  await expect(person.getByRole('status')).toContainText(adminText('en', 'Your account is ready.'))
  await signIn(person, 'en', email, 'a two factor password')
  await person.getByRole('link', { name: adminText('en', 'My account') }).click()
  await hydrated(person)

  const section = person.getByRole('region', { name: adminText('en', 'Two-factor authentication') })
  await section.getByLabel(adminText('en', 'Your password')).fill('a two factor password')
  await section.getByRole('button', { name: adminText('en', 'Set up two-factor') }).click()
  await expect(section.getByRole('img', { name: adminText('en', 'QR code for the authenticator app') })).toBeVisible()
  const key = (await section.getByTestId('totp-key').textContent()) ?? ''
  await section.getByLabel(adminText('en', '6-digit code from the app')).fill('000000')
  await section.getByRole('button', { name: adminText('en', 'Confirm and turn on') }).click()
  await expect(section.getByRole('alert')).toHaveText(
    adminText('en', 'The code is wrong or expired. Try the newest code.'),
  )
  await section.getByLabel(adminText('en', '6-digit code from the app')).fill(await totpCode(key))
  await section.getByRole('button', { name: adminText('en', 'Confirm and turn on') }).click()
  await expect(
    section.getByText(adminText('en', 'On: signing in asks for a code from your authenticator app.')),
  ).toBeVisible()
  await expectNoAxeViolation(person)

  await person.getByRole('button', { name: adminText('en', 'Sign out'), exact: true }).click()
  await expect(person).toHaveURL(/\/admin\/sign-in$/)
  await signIn(person, 'en', email, 'a two factor password')
  await expect(person.getByText(adminText('en', 'This account uses two-factor authentication.'))).toBeVisible()
  await person
    .getByLabel(adminText('en', '6-digit code from your authenticator app, or one of your backup codes'))
    .fill(await totpCode(key))
  await person.getByRole('button', { name: adminText('en', 'Verify') }).click()
  // As in signIn: the office opens with a full load, which the 5 s of the check below must not cover.
  await officePage(person, 'en').waitFor()
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await other.close()

  // The admin reads it in the log: turned on once (signing in with a code is no second entry).
  await page.goto(`/admin/audit?id=${encodeURIComponent(email)}`)
  await expect(page.getByRole('cell', { name: 'two_factor_on', exact: true })).toHaveCount(1)
})

test('an editor uploads a photo (its EXIF is gone), a PDF renamed .jpg is refused, and the photo becomes a cover that cannot be deleted while used', async ({
  page,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  await page.getByRole('link', { name: adminText('cn', 'Media library') }).click()
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Media library'))

  // A phone photo with camera and GPS data; a fresh size per run, so it is a new file.
  const name = `hall-${Date.now()}.jpg`
  const photo = await photoWithExif(1400 + (Date.now() % 200), 900)
  await page.getByLabel(adminText('cn', 'Picture (JPEG, PNG, WebP, AVIF) or PDF')).setInputFiles({
    name,
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo),
  })
  await page.getByLabel(adminText('cn', 'Description in Chinese (for screen readers)')).fill('五号馆入口')
  await page.getByLabel(adminText('cn', 'Description in English (for screen readers)')).fill('Entrance of hall N5')
  await page.getByRole('button', { name: adminText('cn', 'Upload'), exact: true }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Uploaded: {name}.').replace('{name}', name))
  const link = page.getByRole('link', { name })
  await expect(link).toBeVisible()
  // What the site serves has no EXIF (no camera, no position) and is cached for good.
  const served = await page.request.get((await link.getAttribute('href')) ?? '')
  expect(served.status()).toBe(200)
  expect(served.headers()['cache-control']).toContain('immutable')
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined()
  await expectNoAxeViolation(page)

  // A PDF dressed up as a photo.
  await page.getByLabel(adminText('cn', 'Picture (JPEG, PNG, WebP, AVIF) or PDF')).setInputFiles({
    name: 'photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(PDF_BYTES),
  })
  await page.getByRole('button', { name: adminText('cn', 'Upload'), exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(
    adminText(
      'cn',
      "The file's name does not match its content (for example a PDF renamed to .jpg). Nothing was saved.",
    ),
  )
  await expect(page.getByRole('link', { name: 'photo.jpg' })).toHaveCount(0)

  // The photo as a published item's cover, on the public page at its fixed size.
  await page.goto('/admin/news/new')
  await hydrated(page)
  const chinese = page.getByRole('group', { name: adminText('cn', 'Chinese') })
  await chinese.getByLabel(adminText('cn', 'Title')).fill(`五号馆新入口 ${Date.now()}`)
  const choose = page.getByRole('button', {
    name: `${adminText('cn', 'Cover picture')}: ${adminText('cn', 'Choose from the library')}`,
  })
  await choose.click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `${name} — 五号馆入口` })
    .click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(choose).toHaveAccessibleDescription(`${name} — 五号馆入口`)
  await page.getByLabel(adminText('cn', 'Status')).selectOption('published')
  await page.getByLabel(adminText('cn', 'Publish date and time (Beijing time)')).fill('2026-01-02T09:00')
  await page.getByRole('button', { name: adminText('cn', 'Publish now'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  const id = /\/admin\/news\/(\d+)\?/.exec(page.url())?.[1] ?? ''
  await expect(async () => {
    await page.goto(`/news/${id}`)
    const cover = page.locator('main img[src*="/uploads/"]').first()
    await expect(cover).toBeVisible({ timeout: 500 })
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Renditions for every screen: 480, 960 and 1600 px wide WebP (the photo is wider than 1400 px).
    expect(await cover.getAttribute('srcset')).toMatch(/w480\.webp 480w, .*w960\.webp 960w, .*\.webp \d+w$/)
    expect(await cover.getAttribute('sizes')).toBeTruthy()
  }).toPass({ timeout: 10_000 })

  // In use: the library refuses to delete it and says where it is used.
  await page.goto('/admin/media')
  await hydrated(page)
  await page.getByRole('button', { name: adminText('cn', 'Delete {name}').replace('{name}', name) }).click()
  await expect(page.getByRole('alert')).toContainText(`news ${id}`)
  await expect(page.getByRole('link', { name })).toBeVisible()
})

test('a booth application sent on the public site reaches the inbox, moves through the workflow and exports; subscribers are listed', async ({
  page,
}) => {
  const stamp = Date.now()
  const company = `Inbox Naturkost ${stamp}`
  await page.goto('/en/become-an-exhibitor')
  await applyFormHydrated(page)
  const form = page.locator('#main')
  const field = (label: string) => form.getByLabel(t('en', label))
  await field('Intended exhibition partnership').selectOption('exhibitor')
  await field('Company name').fill(company)
  await field('Exhibiting country').fill('Deutschland')
  await field('Contact name').fill('Anna Weber')
  await field('Phone').fill('+49 911 123456')
  await field('Email').fill(`anna.${stamp}@example.com`)
  await field('Product type').fill('Dinkelmehl')
  await form.getByRole('radio').first().check()
  await field('Booth area (sqm)').fill('18')
  // The free booths are listed on the page (closed until opened); the form takes one as preferred.
  // The list's last booth: other tests take the plan's first free ones.
  await expect(page.getByRole('heading', { name: t('en', 'Booths still available') })).toBeVisible()
  await page.getByText(t('en', 'List the free booths with their size and type')).click()
  const freeBooths = page.getByTestId('available-booths').getByRole('rowheader')
  await expect(freeBooths.first()).toBeVisible()
  const wish = (await freeBooths.last().textContent()) ?? ''
  expect(wish).toMatch(/^N5-/)
  await expectNoAxeViolation(page)
  await field('Preferred booths').fill(wish.toLowerCase())
  await form
    .getByRole('checkbox', {
      name: t('en', 'I have read the privacy notice and agree that my details are used to handle this application.'),
    })
    .check()
  await form.getByRole('button', { name: t('en', 'Submit application') }).click()
  await expect(page.getByTestId('apply-success')).toBeVisible()
  const subscriber = `buyer.${stamp}@example.com`
  const subscribed = await page.request.post('/api/addNewsSubscribe', {
    headers: { lang: 'en', origin: new URL(page.url()).origin },
    data: { truename: 'Li Wei', email: subscriber, company: 'Green Valley Foods', position: 'Buyer', consent: true },
  })
  expect(subscribed.status()).toBe(200)

  // Sales (here the admin) in the Chinese back office.
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Booth applications'), exact: true }).click()
  await hydrated(page)
  const filter = page.getByRole('form', { name: adminText('cn', 'Filter applications') })
  await filter.getByLabel(adminText('cn', 'Search (company, contact, e-mail, phone, products)')).fill(company)
  await filter.getByRole('button', { name: adminText('cn', 'Show') }).click()
  await expect(page.getByRole('cell', { name: adminText('cn', 'New') })).toBeVisible()
  await expectNoAxeViolation(page)
  await page.getByRole('link', { name: company }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(company)
  await hydrated(page)
  await expect(page.getByText('Dinkelmehl')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: wish })).toBeVisible()
  await page.getByLabel(adminText('cn', 'Status')).selectOption('contacted')
  await page.getByLabel(adminText('cn', 'Assigned to')).selectOption(TEST_ADMIN.email)
  await page.getByLabel(adminText('cn', 'Internal note (not sent to the applicant)')).fill('已电话联系，下周寄合同。')
  // A free booth of the plan is reserved for the applicant with the same save (issue 27).
  const boothField = page.getByLabel(adminText('cn', 'Reserve a booth on the hall plan'))
  // The applicant's preferred booth comes first.
  const firstOffer = (await boothField.locator('option').nth(1).textContent()) ?? ''
  expect(firstOffer).toContain(adminText('cn', '{label}, {area} m² (preferred by the applicant)').split('{area}')[1])
  const boothLabel = /^N5-[A-Z]\d+/.exec(firstOffer)?.[0] ?? ''
  expect(boothLabel).toBe(wish)
  await boothField.selectOption({ index: 1 })
  await page.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Saved.'))
  const fact = (term: string) =>
    page
      .getByRole('term')
      .filter({ hasText: adminText('cn', term) })
      .locator('xpath=following-sibling::dd')
  await expect(fact('Booths reserved on the hall plan')).toHaveText(boothLabel)
  await expect(fact('Preferred booths')).toHaveText(wish)
  await expect(boothField.locator('option', { hasText: boothLabel })).toHaveCount(0)
  const history = page.getByRole('region', { name: adminText('cn', 'History') }).getByRole('listitem')
  await expect(history).toHaveCount(3)
  await expect(history.nth(2)).toContainText('已电话联系，下周寄合同。')
  await expect(history.nth(0)).toContainText(TEST_ADMIN.email)
  await expect(page.getByLabel(adminText('cn', 'Internal note (not sent to the applicant)'))).toHaveValue('')
  await expectNoAxeViolation(page)

  // The public plan shows the booth reserved within seconds (the page cache follows the content version).
  const visitor = await page.context().newPage()
  await expect(async () => {
    await visitor.goto(`/floor-plan?booth=${boothLabel}`)
    await expect(visitor.getByTestId('booth-card')).toContainText(t('cn', 'Reserved'), { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  await visitor.close()

  // The list of contacted applications, downloaded as the organiser's CSV.
  await page.goto(`/admin/applications?status=contacted&q=${encodeURIComponent(company)}`)
  await expect(page.getByRole('cell', { name: adminText('cn', 'Contacted') })).toBeVisible()
  await expect(page.getByRole('cell', { name: TEST_ADMIN.email })).toBeVisible()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: adminText('cn', 'Download these applications (CSV)') }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^booth-applications-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
  expect(csv.startsWith('\uFEFF"id",')).toBe(true)
  const lines = csv.trimEnd().split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`"${company}"`)
  expect(lines[1]).toMatch(/"contacted"$/)

  // Newsletter subscribers, in English: the new address waits for its confirmation.
  await setAdminLanguage(page, 'en')
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(subscriber)}`)
  await expect(page.getByRole('cell', { name: subscriber })).toBeVisible()
  await expect(page.getByRole('cell', { name: adminText('en', 'Not confirmed yet') })).toBeVisible()
  await expectNoAxeViolation(page)
})

test('a subscription is confirmed from its mail and unsubscribed from its link; the mail is read in the outbox', async ({
  page,
}) => {
  const subscriber = `reader.${Date.now()}@example.com`
  const subscribed = await page.request.post('/api/addNewsSubscribe', {
    headers: { lang: 'en' },
    data: { truename: 'Mia Chen', email: subscriber, company: 'Fresh Leaf', position: 'Buyer', consent: true },
  })
  expect(subscribed.status()).toBe(200)

  // No SMTP server here: the administrator reads the mail in the outbox.
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Mail outbox') }).click()
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: subscriber }) })
  await row.getByText('Please confirm your newsletter subscription').click()
  const mail = (await row.locator('pre').textContent()) ?? ''
  expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w-]+>$/m)
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
  expect(mail).toContain('Dear Mia Chen,')
  await expectNoAxeViolation(page)
  const confirmUrl = /(http:\/\/\S+\/en\/newsletter\/confirm\?token=[\w-]+)/.exec(mail)?.[1] ?? ''
  const unsubscribeUrl = /(http:\/\/\S+\/en\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail)?.[1] ?? ''

  // Opening the link changes nothing; the button does.
  await page.goto(confirmUrl)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'Confirm your newsletter subscription'))
  await hydrated(page)
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(subscriber)}`)
  await expect(page.getByRole('cell', { name: adminText('cn', 'Not confirmed yet') })).toBeVisible()
  await page.goto(confirmUrl)
  await hydrated(page)
  await page.getByRole('button', { name: t('en', 'Confirm my subscription') }).click()
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    t('en', 'Your subscription is confirmed. Thank you!'),
  )
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(subscriber)}`)
  await expect(page.getByRole('cell', { name: adminText('cn', 'Confirmed') })).toBeVisible()

  await page.goto(unsubscribeUrl)
  await hydrated(page)
  await page.getByRole('button', { name: t('en', 'Unsubscribe') }).click()
  await expect(page.locator('#main').getByRole('status')).toHaveText(
    t('en', 'You have been unsubscribed and your details have been deleted'),
  )
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(subscriber)}`)
  await expect(page.getByText(adminText('cn', 'No subscriber matches this filter.'))).toBeVisible()
  // The link is spent.
  await page.goto(unsubscribeUrl)
  await hydrated(page)
  await page.getByRole('button', { name: t('en', 'Unsubscribe') }).click()
  await expect(page.locator('#main').getByRole('alert')).toHaveText(t('en', 'This link is unknown, used or expired.'))
})

test('an admin changes the show dates; the countdown and the header change on both public sites', async ({ page }) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('en', 'Site settings') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Site settings'))
  await hydrated(page)
  await expectNoAxeViolation(page)
  const stamp = Date.now()
  const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16)
  const opens = page.getByLabel(adminText('en', "Opens (Beijing time; the countdown's target)"))
  const closes = page.getByLabel(adminText('en', 'Closes (Beijing time)'))
  const dates = (language: 'Chinese' | 'English') =>
    page.getByLabel(`${adminText('en', 'Dates as shown')} (${adminText('en', language)})`)
  // Closing before opening is refused, by the field.
  await opens.fill(beijing(stamp + 100 * 86_400_000))
  await closes.fill(beijing(stamp + 99 * 86_400_000))
  await page.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(page.getByRole('alert').first()).toHaveText(
    adminText('en', 'Some values need correcting; see the marked fields.'),
  )
  await expect(closes).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(adminText('en', 'The show cannot close before it opens.'))).toBeVisible()

  await closes.fill(beijing(stamp + 102 * 86_400_000))
  await dates('Chinese').fill(`新展期 ${stamp}`)
  await dates('English').fill(`New dates ${stamp}`)
  await page.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('en', 'Saved. The public pages show it within seconds.'))
  await expect(closes).not.toHaveAttribute('aria-invalid', 'true')

  // Both public sites, within the content version's 2 s: the header's dates and the countdown's target.
  for (const [path, text] of [
    ['/', `新展期 ${stamp}`],
    ['/en', `New dates ${stamp}`],
  ] as const) {
    await expect(async () => {
      await page.goto(path)
      await expect(page.getByRole('banner').getByText(text)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 10_000 })
    const days = page.getByTestId('countdown').locator('[data-unit="days"] > span').first()
    await expect(days).toHaveText(/^(99|100)$/)
  }
})

test('a person who forgot their password asks for a link by mail and chooses a new one', async ({ page, browser }) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  const email = `forgetful-${Date.now()}@fair.test`
  const { link } = await createInvitation(page, 'en', email, 'editor')
  const person = await acceptInvitation(browser, link, 'cn', email, 'the first password 1')

  await person.goto('/admin/sign-in')
  await person.getByRole('link', { name: adminText('cn', 'Forgot your password?') }).click()
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Forgot your password?'))
  await hydrated(person)
  await expectNoAxeViolation(person)
  await person.getByLabel(adminText('cn', 'E-mail')).fill(email)
  await person.getByRole('button', { name: adminText('cn', 'Send the link') }).click()
  await expect(person.getByRole('status')).toHaveText(
    adminText(
      'cn',
      'If an account exists for this address, a link is on its way. Check your mailbox, and your spam folder too.',
    ),
  )

  // The mail (held in the outbox without an SMTP server) carries the link; the screen never showed it.
  await page.goto('/admin/outbox')
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email }) })
  const reset = row.filter({ hasText: 'Choose a new password' })
  await reset.locator('summary').click()
  const mailed = /(http:\/\/\S+\/admin\/reset-password#token=\S+)/.exec(
    (await reset.locator('pre').textContent()) ?? '',
  )?.[1]
  expect(mailed).toBeTruthy()

  await person.goto(mailed ?? '')
  await hydrated(person)
  await expect(person).toHaveURL(/\/admin\/reset-password$/)
  await person.getByLabel(adminText('cn', 'New password (at least 12 characters)')).fill('the second password 2')
  await person.getByLabel(adminText('cn', 'New password again')).fill('the second password 2')
  await person.getByRole('button', { name: adminText('cn', 'Save new password') }).click()
  await expect(person.getByRole('status')).toContainText(adminText('cn', 'Your new password is set.'))
  await signIn(person, 'cn', email, 'the second password 2')
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  await person.context().close()
})

test('an editor adds a hotel through the generic content screens, moves it by keyboard and deletes it; both public sites follow', async ({
  page,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await page.getByRole('link', { name: adminText('cn', 'Content'), exact: true }).click()
  await page.getByRole('link', { name: adminText('cn', 'Hotels') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Hotels'))
  await page.getByRole('link', { name: adminText('cn', 'Add') }).click()
  await hydrated(page)
  const stamp = Date.now()
  const field = (label: string, language?: 'Chinese' | 'English') =>
    page.getByLabel(language ? `${adminText('cn', label)} (${adminText('cn', language)})` : adminText('cn', label), {
      exact: true,
    })
  await field('Name', 'Chinese').fill(`展馆花园酒店 ${stamp}`)
  await field('Name', 'English').fill(`Expo Garden Hotel ${stamp}`)
  await field('Room type', 'Chinese').fill('大床房')
  await field('Room type', 'English').fill('Double room')
  await field('Travel time to the venue', 'Chinese').fill('步行 5 分钟')
  await field('Travel time to the venue', 'English').fill('5 minutes on foot')
  await field('Free services', 'Chinese').fill('早餐')
  await field('Free services', 'English').fill('Breakfast')
  await field('Fair rate per night (CNY)').fill('六百')
  await page.getByRole('button', { name: adminText('cn', 'Save') }).click()
  await expect(field('Fair rate per night (CNY)')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(adminText('cn', 'Enter a number.'))).toBeVisible()
  await field('Fair rate per night (CNY)').fill('688')
  await page.getByRole('button', { name: adminText('cn', 'Save') }).click()
  // Saved, the new item has its own address, and its page says it was saved.
  await expect(page).toHaveURL(/\/admin\/content\/hotels\/\d+\?created=1$/, { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${adminText('cn', 'Hotels')}: ${adminText('cn', 'Edit item')}`,
  )
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Saved. The public pages show it within seconds.'))
  await expectNoAxeViolation(page)

  for (const [path, name] of [
    ['/visitor-guide', `展馆花园酒店 ${stamp}`],
    ['/en/visitor-guide', `Expo Garden Hotel ${stamp}`],
  ] as const) {
    await expect(async () => {
      await page.goto(path)
      await expect(page.getByText(name)).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 10_000 })
  }

  // Last in the list; one press of Enter on "move up" puts it before its neighbour.
  await page.goto('/admin/content/hotels')
  await hydrated(page)
  const links = page.getByTestId('collection-list').locator('tbody').getByRole('link')
  await expect(links.last()).toHaveText(`展馆花园酒店 ${stamp}`)
  await page.getByRole('button', { name: `${adminText('cn', 'Move up')}: 展馆花园酒店 ${stamp}` }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Moved.'))
  await expect(links.nth(-2)).toHaveText(`展馆花园酒店 ${stamp}`)
  await expectNoAxeViolation(page)

  await page.getByRole('button', { name: `${adminText('cn', 'Delete')}: 展馆花园酒店 ${stamp}` }).click()
  await page.getByRole('button', { name: `${adminText('cn', 'Delete for good')}: 展馆花园酒店 ${stamp}` }).click()
  await expect(page.getByRole('status')).toHaveText(adminText('cn', 'Deleted.'))
  await expect(page.getByRole('link', { name: `展馆花园酒店 ${stamp}` })).toHaveCount(0)
  await expect(async () => {
    await page.goto('/en/visitor-guide')
    await expect(page.getByText(`Expo Garden Hotel ${stamp}`)).toHaveCount(0, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
})

test('a news item written in Chinese only is on the translation status list, linked to its editor', async ({
  page,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  await page.goto('/admin/news/new')
  await hydrated(page)
  const title = `仅有中文的新闻 ${Date.now()}`
  const chinese = page.getByRole('group', { name: adminText('en', 'Chinese') })
  await chinese.getByLabel(adminText('en', 'Title')).fill(title)
  await chinese.getByLabel(adminText('en', 'Summary')).fill('只有中文摘要。')
  await page.getByRole('button', { name: adminText('en', 'Save draft'), exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/news\/\d+\?created=1$/)
  const editor = new URL(page.url()).pathname

  await page.getByRole('link', { name: adminText('en', 'Translation status') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Translation status'))
  const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) })
  // Title and summary lack English; the text is empty in both, so it is not a translation gap.
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(adminText('en', 'Title'))
  await expect(rows.nth(0).getByRole('cell').last()).toHaveText(adminText('en', 'English'))
  await expect(rows.nth(1)).toContainText(adminText('en', 'Summary'))
  await expectNoAxeViolation(page)
  await rows.nth(0).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`${editor}$`))
})
