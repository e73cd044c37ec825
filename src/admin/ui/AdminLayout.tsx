import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { AdminViewer } from '~/admin/auth/contract'
import { signOut } from '../auth/auth-client'
import { roleText } from '../auth/role-text'
import { clearDoorDevice } from '../check-in/door-device-wipe'
import type { WaitingCounts } from '../dashboard/contract'
import { AdminLanguageSwitch } from './AdminLanguageSwitch'
import { AdminSidebar } from './AdminSidebar'
import * as css from './admin.css'

const text = {
  brand: msg`Back office`,
  twoFactorRequired: msg`Your account must use two-factor authentication here: set it up before anything else.`,
  account: msg`My account`,
  signOut: msg`Sign out`,
  signedInAs: msg`Signed in as`,
}

/** The frame of every signed-in back-office screen: who is signed in, the sidebar for their role. */
export function AdminLayout({
  viewer,
  waiting,
  children,
}: {
  viewer: AdminViewer
  waiting: WaitingCounts | undefined
  children: ReactNode
}) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const onSignOut = async () => {
    await signOut()
    // A door device keeps nothing of the check-in past its account's session (ADR 038).
    await clearDoorDevice().catch(() => undefined)
    await navigate({ to: '/admin/sign-in', search: {}, reloadDocument: true })
  }
  return (
    <div className={css.page}>
      <header className={css.topBar}>
        <span className={css.brand}>{i18n._(text.brand)}</span>
        <span>
          {i18n._(text.signedInAs)} <strong>{viewer.email}</strong> ({i18n._(roleText[viewer.role])})
        </span>
        <AdminLanguageSwitch />
        <button type="button" className={css.quietButton} onClick={onSignOut}>
          {i18n._(text.signOut)}
        </button>
      </header>
      <div className={css.frame}>
        <AdminSidebar viewer={viewer} waiting={waiting} />
        <main className={css.main}>
          {viewer.mustSetUpTwoFactor && (
            <p role="alert" className={css.alert}>
              {i18n._(text.twoFactorRequired)} <Link to="/admin/account">{i18n._(text.account)}</Link>
            </p>
          )}
          {children}
        </main>
      </div>
    </div>
  )
}
