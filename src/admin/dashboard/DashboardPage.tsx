import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { AdminViewer } from '~/admin/auth/contract'
import { roleText } from '../auth/role-text'

const text = {
  title: msg`Dashboard`,
  welcome: msg`Welcome to the back office.`,
  role: msg`Your role`,
}

export function DashboardPage({ viewer }: { viewer: AdminViewer }) {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.welcome)}</p>
      <p>
        {i18n._(text.role)}: <strong>{i18n._(roleText[viewer.role])}</strong>
      </p>
    </>
  )
}
