import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

const text = {
  title: msg`No access`,
  body: msg`Your role does not allow this screen. Ask an administrator if you need it.`,
}

export function ForbiddenNotice() {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.body)}</p>
    </>
  )
}
