import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { stack } from '~/ui/blocks.css'
import { container, pageTitle } from '~/ui/primitives.css'
import { RegisterForm } from './RegisterForm'
import { registrationChoicesQuery } from './registration.queries'
import { REGISTER_FORM_ANCHOR, type RegisterFormState } from './registration.shared'
import { registerText as text } from './registration-text'

/** `/register`: what the e-badge is, then the form. */
export function RegisterPage({
  form,
  sent,
  startedAt,
}: {
  form: RegisterFormState | null
  sent: boolean
  startedAt: number
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { data: choices } = useSuspenseQuery(registrationChoicesQuery(locale))
  return (
    <div className={`${container} ${stack}`}>
      <h1 className={pageTitle}>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <PageSection headingId={REGISTER_FORM_ANCHOR} title={i18n._(text.formTitle)} intro={i18n._(text.formIntro)}>
        <RegisterForm choices={choices} startedAt={startedAt} initial={form} sent={sent} />
      </PageSection>
    </div>
  )
}
