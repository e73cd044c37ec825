import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { PageSection } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { stack } from '~/ui/blocks.css'
import { hydrateWhenNear } from '~/ui/hydrate-when-near'
import { container, pageTitle } from '~/ui/primitives.css'
import { RegisterForm } from './RegisterForm'
import { RegistrationClosed as RegistrationClosedNow } from './RegistrationClosed'
import { registrationChoicesQuery } from './registration.queries'
import { REGISTER_FORM_ANCHOR, type RegisterFormState } from './registration.shared'
import { registerText as text } from './registration-text'

/**
 * The closed page's code (its dates' formatting, the newsletter link) is not the form's: the server
 * renders it in full, and the browser loads it only when the visitor reaches for it, so neither state
 * of the page carries the other's code (the open form stays within the public JavaScript budget).
 */
const RegistrationClosed = hydrateWhenNear({
  selector: '[data-part="registration-closed"]',
  server: createIsomorphicFn().server(() => RegistrationClosedNow)(),
  load: () => import('./RegistrationClosed').then((m) => m.RegistrationClosed),
  when: 'use',
})

/** What the page is told at each visit (`fetchRegistrationWindow`). */
export type RegistrationWindow =
  | { open: true; startedAt: string }
  | { open: false; endedAt: number; next: { startsAt: number; endsAt: number } | null }

/** `/register`: what the e-badge is, then the form; once the show has ended, why it is closed. */
export function RegisterPage({
  form,
  sent,
  period,
}: {
  form: RegisterFormState | null
  sent: boolean
  period: RegistrationWindow
}) {
  const { i18n } = useLingui()
  return (
    <div className={`${container} ${stack}`}>
      <h1 className={pageTitle}>{i18n._(text.title)}</h1>
      {period.open ? (
        <>
          <p>{i18n._(text.intro)}</p>
          <PageSection headingId={REGISTER_FORM_ANCHOR} title={i18n._(text.formTitle)} intro={i18n._(text.formIntro)}>
            <OpenForm form={form} sent={sent} startedAt={period.startedAt} />
          </PageSection>
        </>
      ) : (
        <RegistrationClosed endedAt={period.endedAt} next={period.next} />
      )}
    </div>
  )
}

/** The form with its choices (loaded only while registration is open). */
function OpenForm({ form, sent, startedAt }: { form: RegisterFormState | null; sent: boolean; startedAt: string }) {
  const locale = useLocale()
  const { data: choices } = useSuspenseQuery(registrationChoicesQuery(locale))
  return <RegisterForm choices={choices} startedAt={startedAt} initial={form} sent={sent} />
}
