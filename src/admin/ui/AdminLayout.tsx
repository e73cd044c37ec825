import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminViewer } from '~/admin/auth/contract'
import { signOut } from '../auth/auth-client'
import { roleText } from '../auth/role-text'
import { can } from '../auth/roles'
import { AdminLanguageSwitch } from './AdminLanguageSwitch'
import * as css from './admin.css'

const text = {
  brand: msg`Back office`,
  menu: msg`Back office menu`,
  dashboard: msg`Dashboard`,
  twoFactorRequired: msg`Administrators must use two-factor authentication here: set it up before anything else.`,
  news: msg`News`,
  media: msg`Media library`,
  content: msg`Content`,
  import: msg`Import exhibitors`,
  siteMenu: msg`Menu`,
  translations: msg`Translation status`,
  applications: msg`Booth applications`,
  subscribers: msg`Newsletter subscribers`,
  plan: msg`Hall plan`,
  accounts: msg`Accounts`,
  audit: msg`Audit log`,
  outbox: msg`Mail outbox`,
  checkIn: msg`Check-in`,
  visitors: msg`Visitors`,
  settings: msg`Site settings`,
  account: msg`My account`,
  signOut: msg`Sign out`,
  signedInAs: msg`Signed in as`,
}

/** The frame of every signed-in back-office screen: who is signed in, the menu for their role. */
export function AdminLayout({ viewer, children }: { viewer: AdminViewer; children: ReactNode }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const onSignOut = async () => {
    await signOut()
    await navigate({ to: '/admin/sign-in', search: {}, reloadDocument: true })
  }
  return (
    <div className={css.page}>
      <header className={css.topBar}>
        <span className={css.brand}>{i18n._(text.brand)}</span>
        <nav aria-label={i18n._(text.menu)} className={css.nav}>
          <Link to="/admin" className={css.navLink} activeOptions={{ exact: true }}>
            {i18n._(text.dashboard)}
          </Link>
          {can(viewer.role, 'content:write') && (
            <>
              <Link to="/admin/news" search={{}} className={css.navLink}>
                {i18n._(text.news)}
              </Link>
              <Link to="/admin/content" className={css.navLink}>
                {i18n._(text.content)}
              </Link>
              <Link to="/admin/import" search={{}} className={css.navLink}>
                {i18n._(text.import)}
              </Link>
              <Link to="/admin/menu" className={css.navLink}>
                {i18n._(text.siteMenu)}
              </Link>
              <Link to="/admin/translations" className={css.navLink}>
                {i18n._(text.translations)}
              </Link>
              <Link to="/admin/media" search={{}} className={css.navLink}>
                {i18n._(text.media)}
              </Link>
            </>
          )}
          {can(viewer.role, 'submissions:read') && (
            <>
              <Link to="/admin/applications" search={{}} className={css.navLink}>
                {i18n._(text.applications)}
              </Link>
              <Link to="/admin/subscribers" search={{}} className={css.navLink}>
                {i18n._(text.subscribers)}
              </Link>
            </>
          )}
          {can(viewer.role, 'visitors:read') && (
            <Link to="/admin/visitors" search={{}} className={css.navLink}>
              {i18n._(text.visitors)}
            </Link>
          )}
          {can(viewer.role, 'checkin:scan') && (
            <Link to="/admin/check-in" className={css.navLink}>
              {i18n._(text.checkIn)}
            </Link>
          )}
          {can(viewer.role, 'booths:write') && (
            <Link to="/admin/plan" className={css.navLink}>
              {i18n._(text.plan)}
            </Link>
          )}
          {can(viewer.role, 'accounts:manage') && (
            <Link to="/admin/accounts" className={css.navLink}>
              {i18n._(text.accounts)}
            </Link>
          )}
          {can(viewer.role, 'audit:read') && (
            <Link to="/admin/audit" search={{}} className={css.navLink}>
              {i18n._(text.audit)}
            </Link>
          )}
          {can(viewer.role, 'settings:write') && (
            <Link to="/admin/settings" className={css.navLink}>
              {i18n._(text.settings)}
            </Link>
          )}
          {can(viewer.role, 'mail:read') && (
            <Link to="/admin/outbox" className={css.navLink}>
              {i18n._(text.outbox)}
            </Link>
          )}
          <Link to="/admin/account" className={css.navLink}>
            {i18n._(text.account)}
          </Link>
        </nav>
        <span>
          {i18n._(text.signedInAs)} <strong>{viewer.email}</strong> ({i18n._(roleText[viewer.role])})
        </span>
        <AdminLanguageSwitch />
        <button type="button" className={css.quietButton} onClick={onSignOut}>
          {i18n._(text.signOut)}
        </button>
      </header>
      <main className={css.main}>
        {viewer.mustSetUpTwoFactor && (
          <p role="alert" className={css.alert}>
            {i18n._(text.twoFactorRequired)} <Link to="/admin/account">{i18n._(text.account)}</Link>
          </p>
        )}
        {children}
      </main>
    </div>
  )
}
