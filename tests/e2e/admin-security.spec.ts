import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import {
  acceptInvitation,
  createInvitation,
  expectNoAxeViolation,
  setAdminLanguage,
  signIn,
  totpCode,
} from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// Issue 24 in the browser: pending invitations with revoke (finding 7), and the two-factor set-up link
// (finding 1) carried through the sign-in, its token only ever in the fragment.

test('an admin sees the pending invitations, revokes one, and its link then says it was withdrawn', async ({
  page,
  browser,
}) => {
  await setAdminLanguage(page, 'cn')
  await signIn(page, 'cn', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('cn', 'Dashboard'))
  const email = `revoked-${Date.now()}@fair.test`
  const { link } = await createInvitation(page, 'cn', email, 'editor')
  await page.reload()
  await hydrated(page)

  const pending = page.getByRole('region', { name: adminText('cn', 'Pending invitations') })
  const row = pending.getByRole('row', { name: new RegExp(email) })
  await expect(row.getByRole('cell', { name: TEST_ADMIN.email })).toBeVisible()
  await expectNoAxeViolation(page)
  await row
    .getByRole('button', { name: adminText('cn', 'Revoke the invitation for {email}').replace('{email}', email) })
    .click()
  await expect(pending.getByRole('status')).toHaveText(
    adminText('cn', 'The invitation for {email} is revoked: its link no longer works.').replace('{email}', email),
  )
  await expect(row).toHaveCount(0)

  const other = await browser.newContext()
  const person = await other.newPage()
  await setAdminLanguage(person, 'cn')
  await person.goto(link)
  await hydrated(person)
  await expect(person.getByRole('alert')).toHaveText(
    adminText('cn', 'This invitation was withdrawn by an administrator. Ask an administrator if you need an account.'),
  )
  // The token was read from the fragment and taken off the address bar.
  await expect(person).toHaveURL(/\/admin\/accept-invite$/)
  await expect(person.getByLabel(adminText('cn', 'Your name'))).toHaveCount(0)
  await other.close()

  await page.goto(`/admin/audit?id=${encodeURIComponent(email)}`)
  await expect(page.getByRole('cell', { name: 'invite_revoke', exact: true })).toHaveCount(1)
})

test('a two-factor set-up link from an admin survives the sign-in and sets up two-factor', async ({
  page,
  browser,
}) => {
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  const email = `enrol-${Date.now()}@fair.test`
  const password = 'an enrolment password'
  const { link } = await createInvitation(page, 'en', email, 'editor')
  const person = await acceptInvitation(browser, link, 'en', email, password)

  await page.reload()
  await hydrated(page)
  const row = page.getByRole('row', { name: new RegExp(email) })
  await row.getByRole('button', { name: adminText('en', 'Two-factor set-up link') }).click()
  const enrol = await page
    .getByLabel(adminText('en', 'Two-factor set-up link for {email}').replace('{email}', email))
    .inputValue()
  expect(enrol).toMatch(/\/admin\/account#enrol=[A-Za-z0-9_-]{43}$/)

  // Signed out: the link leads through the sign-in and comes back with its fragment.
  await person.goto(enrol)
  await expect(person).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount#enrol=/)
  await hydrated(person)
  await person.getByLabel(adminText('en', 'E-mail')).fill(email)
  await person.getByLabel(adminText('en', 'Password')).fill(password)
  await person.getByRole('button', { name: adminText('en', 'Sign in') }).click()
  const section = person.getByRole('region', { name: adminText('en', 'Two-factor authentication') })
  await expect(
    section.getByText(adminText('en', 'Set-up link received: enter your password to set up two-factor.')),
  ).toBeVisible()
  await expect(person).toHaveURL(/\/admin\/account$/)
  await section.getByLabel(adminText('en', 'Your password')).fill(password)
  await section.getByRole('button', { name: adminText('en', 'Set up two-factor') }).click()
  const key = (await section.getByTestId('totp-key').textContent()) ?? ''
  await section.getByLabel(adminText('en', '6-digit code from the app')).fill(await totpCode(key))
  await section.getByRole('button', { name: adminText('en', 'Confirm and turn on') }).click()
  await expect(
    section.getByText(adminText('en', 'On: signing in asks for a code from your authenticator app.')),
  ).toBeVisible()
  await expectNoAxeViolation(person)
  await person.context().close()

  await page.goto(`/admin/audit?id=${encodeURIComponent(email)}`)
  for (const action of ['two_factor_link', 'two_factor_on'])
    await expect(page.getByRole('cell', { name: action, exact: true })).toHaveCount(1)
})
