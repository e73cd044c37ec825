import { LOCALES } from '../../src/i18n/locales'
import { TEST_ADMIN } from '../support/admin'
import { adminText } from '../support/catalog'
import {
  acceptInvitation,
  createInvitation,
  expectNoAxeViolation,
  officePage,
  setAdminLanguage,
  signIn,
  totpCode,
} from './admin-helpers'
import { expect, test } from './fixtures'
import { hydrated } from './layout-helpers'

// Signing in and out (src/admin/auth): the password, its lockout, two-factor and a forgotten password.

// Wrong passwords and refused screens are answered 401/403/429 on purpose; the browser logs them.
test.use({ expectedConsoleErrors: [/status of (401|403|429)/] })

for (const locale of LOCALES) {
  test(`${locale}: a signed-out visitor is sent to sign in; a wrong password is said so; the right one lets in`, async ({
    page,
  }) => {
    await setAdminLanguage(page, locale)
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
    // The accounts table, the page's first: pending invitations below name their inviter too.
    const accounts = page.getByRole('table').first()
    await expect(accounts.getByRole('cell', { name: TEST_ADMIN.email, exact: true })).toBeVisible()
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

test('two-factor: set up with an authenticator app, then signing in asks for its code', async ({ page, browser }) => {
  // A fresh account of its own (the shared admin must stay without two-factor).
  await setAdminLanguage(page, 'en')
  await signIn(page, 'en', TEST_ADMIN.email, TEST_ADMIN.password)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en', 'Dashboard'))
  const email = `twofactor-${Date.now()}@fair.test`
  const { link } = await createInvitation(page, 'en', email, 'editor')
  const person = await acceptInvitation(browser, link, 'en', email, 'a two factor password')
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
  await person.context().close()

  // The admin reads it in the log: turned on once (signing in with a code is no second entry).
  await page.goto(`/admin/audit?id=${encodeURIComponent(email)}`)
  await expect(page.getByRole('cell', { name: 'two_factor_on', exact: true })).toHaveCount(1)
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
