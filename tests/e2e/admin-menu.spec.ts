import type { Browser, Page, Response } from '@playwright/test'
import { menuSeed } from '../../src/db/seed/menu'
import type { Locale } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText, t } from '../support/catalog'
import { acceptInvitation, createInvitation, expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// The sales account's refused screen is answered 403 on purpose; the browser logs it.
test.use({ expectedConsoleErrors: [/status of (400|403)/] })

/** A back-office account of `role`, signed in on a browser of its own in `locale`. */
async function signedIn(page: Page, browser: Browser, locale: Locale, role: 'editor' | 'sales') {
  await setAdminLanguage(page, locale)
  await signIn(page, locale, TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  const email = `menu-${role}-${test.info().repeatEachIndex}-${Date.now()}@fair.test`
  const password = `a ${role} password 2026`
  const { link } = await createInvitation(page, locale, email, role)
  const person = await acceptInvitation(browser, link, locale, email, password)
  await signIn(person, locale, email, password)
  await expect(person.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Dashboard'))
  return person
}

async function openMenuEditor(page: Page, locale: Locale) {
  await page.getByRole('link', { name: adminText(locale, 'Menu'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(locale, 'Menu'))
  await hydrated(page)
}

/** The top-level labels of the public header on `path`, read after a reload until they match. */
async function expectHeaderStartsWith(page: Page, path: string, locale: Locale, labels: string[]) {
  await expect(async () => {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: t(locale, 'Main navigation') })
    const items = nav.locator(':scope > ul > li')
    const texts = (await items.allInnerTexts()).map((text) => text.trim())
    expect(texts.slice(0, labels.length)).toEqual(labels)
  }).toPass({ timeout: 15_000 })
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]))

test('cn: an editor swaps two top-level items by keyboard only; the public header shows the new order on / and /en', async ({
  page,
  browser,
}) => {
  const editor = await signedIn(page, browser, 'cn', 'editor')
  await openMenuEditor(editor, 'cn')
  const [home, about, exhibitors] = menuSeed
  if (!home || !about || !exhibitors) throw new Error('the seed changed')
  // The screen's own status line (dnd-kit's announcements have a live region of their own).
  const notice = editor.getByRole('main').locator('p[role="status"]')
  const tree = editor.getByRole('list', { name: adminText('cn', 'Menu items') })
  const topLevel = tree.locator(':scope > li')
  await expect(topLevel.nth(1)).toContainText(about.cn)
  await expectNoAxeViolation(editor)

  // "Move down" on the second item, by keyboard: focus moves by Tab, Enter presses.
  const moveDown = editor.getByRole('button', { name: `${adminText('cn', 'Move down')}: ${about.cn}` })
  await editor.getByRole('button', { name: `${adminText('cn', 'Move up')}: ${about.cn}` }).focus()
  await editor.keyboard.press('Tab')
  await expect(moveDown).toBeFocused()
  await editor.keyboard.press('Enter')
  const count = await topLevel.count()
  const says = (template: string, values: Record<string, string | number>) => fill(adminText('cn', template), values)
  const movedTo = (position: number) =>
    says('{title} is now item {position} of {count} at the top level.', { title: about.cn, position, count })
  await expect(notice).toHaveText(movedTo(3))
  await expect(topLevel.nth(1)).toContainText(exhibitors.cn)
  await expect(topLevel.nth(2)).toContainText(about.cn)
  // Focus stays on the control used, so the next key press goes on from there.
  await expect(moveDown).toBeFocused()

  const visitor = await browser.newPage()
  await expectHeaderStartsWith(visitor, '/', 'cn', [home.cn, exhibitors.cn, about.cn])
  await expectHeaderStartsWith(visitor, '/en', 'en', [home.en, exhibitors.en, about.en])

  // And back by keyboard drag and drop: pick up by its handle, one step up, drop.
  const handle = editor.getByRole('button', { name: `${adminText('cn', 'Drag to move')}: ${about.cn}` })
  await handle.focus()
  // dnd-kit's own live region says each step; waiting for it keeps the keys in step with the sensor.
  const live = editor.locator('[id^="DndLiveRegion"]')
  await editor.keyboard.press('Space')
  const overItself = says('{title} is over {other}.', { title: about.cn, other: about.cn })
  const overExhibitors = says('{title} is over {other}.', { title: about.cn, other: exhibitors.cn })
  await expect(live).toHaveText(overItself)
  // The sensor measures the drop targets a frame or two after the pick-up; an arrow pressed before that
  // is dropped (not queued), so one more press follows only while it still says "over itself".
  await expect(async () => {
    if ((await live.textContent()) === overItself) await editor.keyboard.press('ArrowUp')
    await expect(live).toHaveText(overExhibitors, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await editor.keyboard.press('Space')
  await expect(live).toHaveText(says('{title} was dropped over {other}.', { title: about.cn, other: exhibitors.cn }))
  await expect(notice).toHaveText(movedTo(2))
  await expect(topLevel.nth(1)).toContainText(about.cn)
  await expectHeaderStartsWith(visitor, '/en', 'en', [home.en, about.en, exhibitors.en])
  await visitor.close()
  await editor.context().close()
})

test('en: an editor adds sub-items with a page of the site and an https link; javascript: and http links are refused', async ({
  page,
  browser,
}) => {
  const editor = await signedIn(page, browser, 'en', 'editor')
  await openMenuEditor(editor, 'en')
  const visitors = menuSeed[3]
  if (!visitors) throw new Error('the seed changed')
  const unique = `${test.info().repeatEachIndex}-${Date.now()}`
  const notice = editor.getByRole('main').locator('p[role="status"]')
  const label = (lang: 'Chinese' | 'English') => `${adminText('en', 'Label')} (${adminText('en', lang)})`

  const addChild = async (cn: string, en: string) => {
    await editor.getByRole('button', { name: `${adminText('en', 'Add a sub-item')}: ${visitors.en}` }).click()
    const form = editor.getByRole('region', {
      name: fill(adminText('en', 'New sub-item of {parent}'), { parent: visitors.en }),
    })
    await expect(form.getByLabel(label('Chinese'))).toBeFocused()
    await form.getByLabel(label('Chinese')).fill(cn)
    await form.getByLabel(label('English')).fill(en)
    return form
  }

  // A page of the site, picked from the list the route tree gives.
  let form = await addChild(`最新新闻 ${unique}`, `Latest news ${unique}`)
  await form.getByLabel(adminText('en', 'Page'), { exact: true }).selectOption('/news')
  await form.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(notice).toHaveText(adminText('en', 'Saved. The public pages show it within seconds.'))

  // An external link: javascript: and http are refused with a message, https is kept.
  form = await addChild(`报名 ${unique}`, `Register ${unique}`)
  await form.getByLabel(adminText('en', 'An external link (https)')).check()
  const link = form.getByLabel(adminText('en', 'Link (https://…)'))
  for (const refused of ['javascript:alert(1)', 'http://reg.example.com/visitor']) {
    await link.fill(refused)
    await form.getByRole('button', { name: adminText('en', 'Save') }).click()
    await expect(form.getByText(adminText('en', 'Enter a link that starts with https://.'))).toBeVisible()
    await expect(link).toHaveAttribute('aria-invalid', 'true')
  }
  await expectNoAxeViolation(editor)
  await link.fill('https://reg.example.com/visitor')
  await form.getByLabel(adminText('en', 'Open in a new window')).check()
  await form.getByRole('button', { name: adminText('en', 'Save') }).click()
  await expect(notice).toHaveText(adminText('en', 'Saved. The public pages show it within seconds.'))

  const group = editor.getByRole('list', { name: visitors.en })
  await expect(group).toContainText(`Latest news ${unique}`)
  await expect(group).toContainText('https://reg.example.com/visitor')

  // On the public site, under the group's disclosure button.
  const visitor = await browser.newPage()
  await expect(async () => {
    await visitor.goto('/en')
    await hydrated(visitor)
    const nav = visitor.getByRole('navigation', { name: t('en', 'Main navigation') })
    await nav.getByRole('button', { name: visitors.en }).click()
    // Short waits, many loads: a page cached before the last save is served once more while it is
    // rendered again (stale-while-revalidate), so the next load is what shows the change.
    await expect(nav.getByRole('link', { name: `Latest news ${unique}` })).toHaveAttribute('href', '/en/news', {
      timeout: 1_000,
    })
    await expect(nav.getByRole('link', { name: new RegExp(`^Register ${unique}`) })).toHaveAttribute(
      'href',
      'https://reg.example.com/visitor',
      { timeout: 1_000 },
    )
  }).toPass({ timeout: 15_000 })
  await visitor.close()

  // Editing shows both labels side by side and the page chosen; Cancel returns to the item's Edit button.
  const edit = editor.getByRole('button', { name: `${adminText('en', 'Edit')}: Latest news ${unique}` })
  await edit.click()
  const editForm = editor.getByRole('region', {
    name: fill(adminText('en', 'Edit {title}'), { title: `Latest news ${unique}` }),
  })
  await expect(editForm.getByLabel(label('Chinese'))).toHaveValue(`最新新闻 ${unique}`)
  await expect(editForm.getByLabel(label('English'))).toHaveValue(`Latest news ${unique}`)
  await expect(editForm.getByLabel(adminText('en', 'Page'), { exact: true })).toHaveValue('/news')
  await editForm.getByRole('button', { name: adminText('en', 'Cancel') }).click()
  await expect(edit).toBeFocused()

  // Drag and drop with the pointer: the link's handle onto the page's place puts it there.
  const handleOf = (title: string) =>
    editor.getByRole('button', { name: `${adminText('en', 'Drag to move')}: ${title}` })
  await handleOf(`Register ${unique}`).scrollIntoViewIfNeeded()
  const from = await handleOf(`Register ${unique}`).boundingBox()
  const to = await handleOf(`Latest news ${unique}`).boundingBox()
  if (!from || !to) throw new Error('no handles')
  await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await editor.mouse.down()
  await editor.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await editor.mouse.up()
  await expect(notice).toContainText(`Register ${unique}`)
  const order = await group.locator(':scope > li').allInnerTexts()
  const at = (title: string) => order.findIndex((text) => text.includes(title))
  expect(at(`Register ${unique}`)).toBeLessThan(at(`Latest news ${unique}`))

  // Tidy up: delete both, each after an explicit confirmation.
  for (const title of [`Latest news ${unique}`, `Register ${unique}`]) {
    await editor.getByRole('button', { name: `${adminText('en', 'Delete')}: ${title}` }).click()
    await editor.getByRole('button', { name: `${adminText('en', 'Delete for good')}: ${title}` }).click()
    await expect(notice).toHaveText(adminText('en', 'Deleted.'))
    await expect(group).not.toContainText(title)
  }
  await editor.context().close()
})

test('sales is refused the menu editor, in the browser and on the server', async ({ page, browser, playwright }) => {
  const sales = await signedIn(page, browser, 'en', 'sales')
  await expect(sales.getByRole('link', { name: adminText('en', 'Menu'), exact: true })).toHaveCount(0)
  await sales.goto('/admin/menu')
  await expect(sales.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'No access'))

  // The admin's own read of the menu, replayed with the sales account's cookie: 403.
  const [menuAnswer] = await Promise.all([
    page.waitForResponse(
      async (r: Response) =>
        r.url().includes('/_serverFn/') && r.request().method() === 'GET' && (await r.text()).includes('titleCn'),
    ),
    openMenuEditor(page, 'en'),
  ])
  const menuCall = menuAnswer.request()
  const http = await playwright.request.newContext()
  const cookie = (await sales.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  const replay = await http.get(menuCall.url(), {
    headers: { cookie, origin: new URL(menuCall.url()).origin, 'sec-fetch-site': 'same-origin' },
    failOnStatusCode: false,
  })
  expect(replay.status()).toBe(403)
  await http.dispose()
  await sales.context().close()
})
