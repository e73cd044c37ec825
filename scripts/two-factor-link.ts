// `npm run two-factor-link -- <e-mail>`: a one-time link (24 h) with which that back-office account sets
// up two-factor authentication, printed here only (never to the server's log). The operator's way for
// the first admin under ADMIN_REQUIRE_2FA, or for an admin who lost their phone and backup codes
// (ADR 030); admins issue the same link for others on the accounts screen. Uses DATABASE_URL, or the
// PGlite folder in DATA_DIR (then stop the server first: PGlite serves one process at a time), and
// SITE_URL for the link's origin.
import { normaliseEmail } from '../src/admin/auth/sign-in-guard.server'
import { issueTwoFactorLink } from '../src/admin/auth/two-factor-enrolment.server'
import { closeDb, getDb } from '../src/db/client.server'
import { siteOrigin } from '../src/server/site-origin.server'

const email = normaliseEmail(process.argv[2])
if (!email.includes('@')) {
  console.error('usage: npm run two-factor-link -- <e-mail of a back-office account>')
  process.exit(2)
}
const answer = await issueTwoFactorLink(
  await getDb(),
  { id: null, email: 'npm run two-factor-link' },
  email,
  siteOrigin(),
)
await closeDb()
if (!answer.ok) {
  console.error(`no back-office account has the address ${email}`)
  process.exit(1)
}
console.log(`Two-factor set-up link for ${email} (works once, for 24 hours; sign in with the password, then open it):`)
console.log(answer.link)
