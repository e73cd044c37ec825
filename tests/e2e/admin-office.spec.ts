import type { Page } from '@playwright/test'
import { LOCALES, type Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The back office as its people meet it (issue 25): the dashboard's figures, the sidebar by keyboard
// and on a phone, a list's sort, pages and bulk on/off, and axe on every screen, in both UI languages.

async function signedIn(page: Page, locale: Locale) {
  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  await hydrated(page)
}

/** Every screen of the sidebar, in its order, in groups of a few (one browser test each). */
const SCREENS = [
  ['/admin', '/admin/news', '/admin/content', '/admin/media'],
  ['/admin/menu', '/admin/translations', '/admin/import', '/admin/applications'],
  ['/admin/floor-plan', '/admin/subscribers', '/admin/visitors', '/admin/check-in'],
  ['/admin/accounts', '/admin/outbox', '/admin/audit'],
  ['/admin/settings', '/admin/privacy-notices', '/admin/account'],
]

const figure = async (page: Page, key: string) =>
  Number((await page.getByTestId(`figure-${key}`).locator('strong').textContent()) ?? Number.NaN)

for (const locale of LOCALES) {
  test(`${locale}: the dashboard's figures and trend follow a new application and a new subscription`, async ({
    page,
  }) => {
    await signedIn(page, locale)
    const applications = await figure(page, 'newApplications')
    const unconfirmed = await figure(page, 'unconfirmedSubscribers')
    const thisWeek = page.getByTestId('table-per-week').locator('tbody tr').last()
    const weekApplications = Number(await thisWeek.locator('td').nth(0).textContent())
    const weekSubscriptions = Number(await thisWeek.locator('td').nth(1).textContent())
    expect(Number.isFinite(applications) && Number.isFinite(unconfirmed)).toBe(true)
    await expect(page.getByTestId('chart-per-week')).toBeVisible()
    await expectNoAxeViolation(page)

    const stamp = `${locale}-${Date.now()}`
    const origin = new URL(page.url()).origin
    const applied = await page.request.post('/api/boothApplication', {
      headers: { lang: locale, origin },
      data: {
        partnershipIntent: 'exhibitor',
        country: 'Germany',
        companyName: `Dashboard Naturkost ${stamp}`,
        contactName: 'Anna Weber',
        phone: '+49 911 123456',
        email: `dashboard.${stamp}@example.de`,
        productType: 'Organic cereals',
        boothType: 'standard',
        areaSqm: 12,
        consent: true,
        noticeVersion: 'application/v1',
      },
    })
    expect(applied.status()).toBe(200)
    const subscribed = await page.request.post('/api/addNewsSubscribe', {
      headers: { lang: locale, origin },
      data: {
        truename: 'Li Wei',
        email: `dashboard.${stamp}@buyer.example.cn`,
        company: 'Green Valley',
        position: 'Buyer',
        consent: true,
        noticeVersion: 'subscription/v1',
      },
    })
    expect(subscribed.status()).toBe(200)

    await page.reload()
    await hydrated(page)
    await expect.poll(() => figure(page, 'newApplications')).toBeGreaterThanOrEqual(applications + 1)
    expect(await figure(page, 'unconfirmedSubscribers')).toBeGreaterThanOrEqual(unconfirmed + 1)
    expect(Number(await thisWeek.locator('td').nth(0).textContent())).toBeGreaterThanOrEqual(weekApplications + 1)
    expect(Number(await thisWeek.locator('td').nth(1).textContent())).toBeGreaterThanOrEqual(weekSubscriptions + 1)
    // The sidebar carries the same count, and the card leads to the new applications.
    await expect(page.getByTestId('waiting-newApplications')).toContainText(
      String(await figure(page, 'newApplications')),
    )
    await page.getByTestId('figure-newApplications').click()
    await expect(page).toHaveURL(/\/admin\/applications\?status=new$/)
    await expect(page.getByRole('link', { name: `Dashboard Naturkost ${stamp}` })).toBeVisible()
  })

  test(`${locale}: the sidebar lists every screen, and works by keyboard`, async ({ page }) => {
    await signedIn(page, locale)
    const sidebar = page.getByRole('navigation', { name: adminText(locale, 'Back office menu') })
    const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toEqual(SCREENS.flat())
    // By keyboard: Tab reaches the sidebar's links in order, Enter opens one, and it is marked current.
    const news = sidebar.getByRole('link', { name: adminText(locale, 'News'), exact: true })
    for (let presses = 0; presses < 30 && !(await news.evaluate((link) => link === document.activeElement)); presses++)
      await page.keyboard.press('Tab')
    await expect(news).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/admin\/news$/)
    await expect(news).toHaveAttribute('aria-current', 'page')
  })

  for (const screens of SCREENS)
    test(`${locale}: axe finds nothing on ${screens.join(', ')}`, async ({ page }) => {
      test.setTimeout(60_000)
      await signedIn(page, locale)
      for (const path of screens) {
        await page.goto(path)
        await hydrated(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolation(page)
      }
    })
}

for (const locale of LOCALES)
  test(`${locale}: on a phone the sidebar folds behind one button, the heading is in the first screen, and a choice closes it`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: locale === 'cn' ? 'zh-CN' : 'en-GB',
    })
    const page = await context.newPage()
    await signedIn(page, locale)
    const heading = page.getByRole('heading', { level: 1 })
    const box = await heading.boundingBox()
    expect(box && box.y + box.height).toBeLessThan(844)
    const sidebar = page.getByRole('navigation', { name: adminText(locale, 'Back office menu') })
    await expect(sidebar).toBeHidden()
    const toggle = page.locator('summary', { hasText: adminText(locale, 'Back office menu') })
    await toggle.click()
    await expect(sidebar).toBeVisible()
    await sidebar.getByRole('link', { name: adminText(locale, 'Audit log') }).click()
    await expect(heading).toHaveText(adminText(locale, 'Audit log'))
    await expect(sidebar).toBeHidden()
    // By keyboard as well: the button opens with Enter.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(sidebar).toBeVisible()
    await expectNoAxeViolation(page)
    await context.close()
  })

/** A back-office message with a count (`{count, plural, … other {…}}`) as shown for a number above one. */
const counted = (locale: Locale, source: string, count: number) =>
  adminText(locale, source).replace(/\{count, plural, (?:one \{[^}]*\} )?other \{([^}]*)\}\}/, (_, other: string) =>
    other.replace('#', String(count)),
  )

// Each language works on rows of its own (the two run at once on the same office server).
for (const [locale, first] of [
  ['en', 0],
  ['cn', 2],
] as const)
  test(`${locale}: the exhibitors list sorts by booth, pages, and switches a selection off and on in bulk`, async ({
    page,
  }) => {
    await signedIn(page, locale)
    await page.goto('/admin/content/exhibitors')
    await hydrated(page)
    const list = page.getByTestId('collection-list')
    const booths = async () =>
      list.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.children[2]?.textContent ?? ''))
    await list
      .getByRole('link', {
        name: adminText(locale, 'Sort by {column}').replace('{column}', adminText(locale, 'Booth')),
      })
      .click()
    await expect(page).toHaveURL(/sort=booth&dir=asc/)
    await hydrated(page)
    await expect(list.getByRole('columnheader', { name: adminText(locale, 'Booth') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    const firstPage = await booths()
    expect(firstPage.length).toBe(25)
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    await list
      .getByRole('link', {
        name: adminText(locale, 'Sort by {column}').replace('{column}', adminText(locale, 'Booth')),
      })
      .click()
    await expect(page).toHaveURL(/sort=booth&dir=desc/)
    await expect(list.getByRole('columnheader', { name: adminText(locale, 'Booth') })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    const descending = await booths()
    expect(descending[0]?.toLowerCase() ?? '').not.toBe(firstPage[0]?.toLowerCase())
    await page.getByRole('link', { name: adminText(locale, 'Next page') }).click()
    await expect(page).toHaveURL(/page=2/)
    // The list shows the second page once its rows are there (a client-side navigation).
    await expect(list.locator('tbody tr').first()).not.toContainText(descending[0] ?? '')
    expect((await booths())[0]?.localeCompare(descending.at(-1) ?? '')).toBeLessThan(0)
    await expectNoAxeViolation(page)

    // Two exhibitors chosen on this page, switched off with one press: marked in the list, gone from the
    // public directory's search; then on again.
    const rows = list.locator('tbody tr')
    const names = [
      (await rows.nth(first).getByRole('link').first().textContent()) ?? '',
      (await rows
        .nth(first + 1)
        .getByRole('link')
        .first()
        .textContent()) ?? '',
    ]
    /** Chooses the two, presses the bulk action and checks its answer and the rows' state. */
    const switchBoth = async (action: string, answer: string, state: string) => {
      for (const name of names)
        await list.getByRole('checkbox', { name: adminText(locale, 'Select {item}').replace('{item}', name) }).check()
      await page.getByRole('button', { name: adminText(locale, action) }).click()
      await expect(page.getByRole('status')).toHaveText(counted(locale, answer, 2))
      for (const index of [first, first + 1]) await expect(rows.nth(index)).toContainText(adminText(locale, state))
    }
    const directory = async (name: string) =>
      (await (await page.request.get(`/api/exhibitors?q=${encodeURIComponent(name)}`)).json()) as {
        data: { total: number }
      }
    await switchBoth(
      'Hide from the site',
      '{count, plural, one {# item hidden from the site.} other {# items hidden from the site.}}',
      'Hidden',
    )
    await expect.poll(async () => (await directory(names[0] ?? '')).data.total).toBe(0)
    // Its own words, so a screen reader hears this answer after the hiding's (same count, other action).
    await switchBoth(
      'Show on the site',
      '{count, plural, one {# item shown on the site.} other {# items shown on the site.}}',
      'Shown',
    )
    await expect.poll(async () => (await directory(names[0] ?? '')).data.total).toBeGreaterThan(0)

    // Bulk delete asks once, naming what goes; keeping them changes nothing.
    await list.getByRole('checkbox', { name: adminText(locale, 'Select every item on this page') }).check()
    await page.getByRole('button', { name: adminText(locale, 'Delete…') }).click()
    const question = page.getByRole('alertdialog')
    await expect(question).toContainText(names[0] ?? '')
    const count = await rows.count()
    await expect(question).toContainText(
      counted(locale, 'Delete these {count, plural, one {# item} other {# items}} for good: {names}?', count).split(
        '{names}',
      )[0] ?? '',
    )
    await question.getByRole('button', { name: adminText(locale, 'Keep them') }).click()
    await expect(question).toHaveCount(0)
    await expect(rows).toHaveCount(count)
  })

test('cn: a list filters by what the registry declares (means of transport, on/off), and sorting keeps the filter', async ({
  page,
}) => {
  await signedIn(page, 'cn')
  await page.goto('/admin/content/transport')
  await hydrated(page)
  const list = page.getByTestId('collection-list')
  const titles = () => list.locator('tbody tr td:nth-child(2) a').allTextContents()
  const all = (await titles()).length
  const metro = (
    (await (await page.request.get('/api/transport?mode=metro')).json()) as { data: { list: { title: string }[] } }
  ).data.list.map((route) => route.title)
  expect(metro.length).toBeGreaterThan(0)
  expect(metro.length).toBeLessThan(all)
  const form = page.getByRole('form', { name: adminText('cn', 'Search the list') })
  await form.getByLabel(adminText('cn', 'Means of transport')).selectOption({ label: adminText('cn', 'Metro') })
  await form.getByLabel(adminText('cn', 'On the site')).selectOption({ label: adminText('cn', 'Shown') })
  await form.getByRole('button', { name: adminText('cn', 'Show') }).click()
  await expect(page).toHaveURL(/mode=metro/)
  await expect(list.locator('tbody tr')).toHaveCount(metro.length)
  expect((await titles()).sort()).toEqual([...metro].sort())
  await expect(
    page.getByText(adminText('cn', '{total} items found.').replace('{total}', String(metro.length))),
  ).toBeVisible()
  // The filter's choice is kept in the form and in a sort link.
  await expect(form.getByLabel(adminText('cn', 'Means of transport'))).toHaveValue('metro')
  await hydrated(page)
  await list
    .getByRole('link', { name: adminText('cn', 'Sort by {column}').replace('{column}', adminText('cn', 'Item')) })
    .click()
  await expect(page).toHaveURL(/sort=title/)
  await expect(list.getByRole('columnheader', { name: adminText('cn', 'Item') })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(list.locator('tbody tr')).toHaveCount(metro.length)
  // Hidden ones only: none of the metro routes is hidden.
  await form.getByLabel(adminText('cn', 'On the site')).selectOption({ label: adminText('cn', 'Hidden') })
  await form.getByRole('button', { name: adminText('cn', 'Show') }).click()
  await expect(page.getByText(adminText('cn', 'No item matches the search and filters.'))).toBeVisible()
  await expectNoAxeViolation(page)
})
