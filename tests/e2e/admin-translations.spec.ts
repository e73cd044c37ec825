import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import { createNewsDraft, expectNoAxeViolation, setAdminLanguage, signIn } from './admin-helpers'
import { expect, test } from './fixtures'

// The translation status (src/admin/translations): every text missing in one language, linked to its editor.

test('a news item written in Chinese only is on the translation status list, linked to its editor', async ({
  page,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  const title = `仅有中文的新闻 ${Date.now()}`
  const id = await createNewsDraft(page, 'en', { Chinese: { title, summary: '只有中文摘要。' } })
  const editor = `/admin/news/${id}`

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
