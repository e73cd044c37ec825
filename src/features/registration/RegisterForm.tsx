import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import type { IndustryDto } from '~/contracts/content'
import {
  INTEREST_FIELD_PREFIX,
  interestsOf,
  REGISTRATION_FIELDS,
  registrationMessages,
} from '~/contracts/registration-fields'
import type { PlaceChoice } from '~/contracts/registration-regions'
import { PURCHASING_ROLES, VISITOR_TYPES } from '~/db/schema-enums'
import { RichHtml } from '~/features/page-blocks'
import { NoticeVersionField, usePrivacyNotice } from '~/features/privacy-notice'
import { useLocale } from '~/routing/locale'
import { clearFields } from '~/ui/clear-fields'
import { FormSubmitFooter } from '~/ui/FormSubmitFooter'
import * as css from '~/ui/form.css'
import * as own from './RegisterForm.css'
import { REGISTER_FORM_ANCHOR, type RegisterFormState, registerPagePath } from './registration.shared'
import { PURCHASING_ROLE_LABELS, registerText as text, VISITOR_TYPE_LABELS } from './registration-text'

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'sent'; message: string }
  | { kind: 'error'; message: string }

/** The form's fields as one object: a ticked interest box becomes a code of `interests`. */
function formBody(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') body[name] = value
  const interests = interestsOf(body)
  for (const name of Object.keys(body)) if (name.startsWith(INTEREST_FIELD_PREFIX)) delete body[name]
  return { ...body, interests }
}

/**
 * The trade visitor's registration. A plain form posting to its own page (works before hydration and
 * without JavaScript; `initial` is what the server sent back for a refused post); with JavaScript it
 * is checked in the browser with the server's valibot contract and sent as JSON to
 * `/api/visitorRegistration`, every message beside its field and nothing typed lost on a failure.
 */
export function RegisterForm({
  choices: { industries, regions, provinces },
  startedAt,
  initial,
  sent,
}: {
  choices: {
    industries: readonly IndustryDto[]
    regions: readonly PlaceChoice[]
    provinces: readonly PlaceChoice[]
  }
  /** The form's signed start (ADR 037), sent back as it is. */
  startedAt: string
  initial: RegisterFormState | null
  sent: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // The registration's own notice (not the newsletter's); its version is sent with the form.
  const privacyNotice = usePrivacyNotice('registration')
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const t = (m: MessageDescriptor) => i18n._(m)
  const typed = initial?.values ?? {}
  const [country, setCountry] = useState(typed.country ?? '')
  // A country chosen before the page hydrated shows or hides the province now.
  useEffect(() => {
    const chosen = formRef.current ? new FormData(formRef.current).get('country') : null
    if (typeof chosen === 'string') setCountry(chosen)
  }, [])
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {})
  const [status, setStatus] = useState<Status>(() => {
    if (initial) return { kind: 'error', message: initial.message ?? t(text.fixErrors) }
    return sent
      ? { kind: 'sent', message: `${t(registrationMessages.registered)} ${t(text.sentNote)}` }
      : { kind: 'idle' }
  })

  function showErrors(found: Record<string, string>) {
    setErrors(found)
    const first = REGISTRATION_FIELDS.find((name) => found[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (status.kind === 'submitting') return
    const body = formBody(form)
    // The contract's checks load on the first send, not with the page (ADR 029), like the API client.
    const { registrationSchema, registrationFieldErrors } = await import('~/contracts/registration')
    const checked = v.safeParse(registrationSchema(t), body)
    if (!checked.success) {
      showErrors(registrationFieldErrors(t, body, checked.issues))
      setStatus({ kind: 'error', message: t(text.fixErrors) })
      return
    }
    setStatus({ kind: 'submitting' })
    try {
      // The API client loads on the first send, not with the page (ADR 023).
      const [{ apiPost }, { RegistrationAnswer }] = await Promise.all([
        import('~/contracts/api-client'),
        import('~/contracts/answers'),
      ])
      const answer = await apiPost(RegistrationAnswer, '/api/visitorRegistration', body, { lang: locale })
      if (answer.ok) {
        clearFields(form)
        setCountry('')
        setErrors({})
        setStatus({ kind: 'sent', message: `${answer.msg} ${t(text.sentNote)}` })
        return
      }
      showErrors(answer.fieldErrors)
      setStatus({ kind: 'error', message: answer.msg || t(text.failed) })
    } catch {
      setStatus({ kind: 'error', message: t(text.failed) })
    }
  }

  const id = (name: string) => `${uid}-${name}`
  const invalid = (name: string) => (errors[name] ? true : undefined)
  const describedBy = (name: string, hint?: boolean) =>
    [hint ? id(`${name}-hint`) : null, errors[name] ? id(`${name}-error`) : null].filter(Boolean).join(' ') || undefined
  const messageOf = (name: string) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className={css.error} data-error-for={name}>
        {errors[name]}
      </p>
    ) : null
  const hintOf = (name: string, hint?: MessageDescriptor) =>
    hint ? (
      <p id={id(`${name}-hint`)} className={css.hint}>
        {t(hint)}
      </p>
    ) : null
  const labelOf = (name: string, label: MessageDescriptor, required = true) => (
    <label htmlFor={id(name)} className={css.label}>
      {t(label)}
      {required ? (
        <span className={css.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  )
  const input = (
    name: string,
    label: MessageDescriptor,
    type: string,
    autoComplete: string,
    hint?: MessageDescriptor,
  ) => (
    <div className={css.field}>
      {labelOf(name, label)}
      <input
        id={id(name)}
        name={name}
        data-field={name}
        type={type}
        autoComplete={autoComplete}
        className={css.input}
        defaultValue={typed[name] ?? ''}
        aria-invalid={invalid(name)}
        aria-required="true"
        aria-describedby={describedBy(name, !!hint)}
      />
      {hintOf(name, hint)}
      {messageOf(name)}
    </div>
  )
  const select = (
    name: string,
    label: MessageDescriptor,
    options: ReactNode,
    extra?: { hint?: MessageDescriptor; onChange?: (value: string) => void; hidden?: boolean },
  ) => (
    <div className={css.field} hidden={extra?.hidden}>
      {labelOf(name, label)}
      <select
        id={id(name)}
        name={name}
        data-field={name}
        className={css.input}
        defaultValue={typed[name] ?? ''}
        onChange={extra?.onChange ? (e) => extra.onChange?.(e.target.value) : undefined}
        aria-invalid={invalid(name)}
        aria-required="true"
        aria-describedby={describedBy(name, !!extra?.hint)}
      >
        <option value="">{t(text.choose)}</option>
        {options}
      </select>
      {hintOf(name, extra?.hint)}
      {messageOf(name)}
    </div>
  )
  const ticked = new Set(initial?.interests ?? [])
  const interestBoxes = (nodes: readonly IndustryDto[]): ReactNode => (
    <ul className={own.interestList}>
      {nodes.map((node) => (
        <li key={node.code}>
          <label className={own.choice}>
            <input
              type="checkbox"
              name={`${INTEREST_FIELD_PREFIX}${node.code}`}
              defaultChecked={ticked.has(node.code)}
              className={css.checkbox}
            />
            {node.name}
          </label>
          {node.children.length > 0 ? interestBoxes(node.children) : null}
        </li>
      ))}
    </ul>
  )
  const consent = (name: string, label: MessageDescriptor) => (
    <>
      <div className={css.consentRow}>
        <input
          id={id(name)}
          name={name}
          data-field={name}
          type="checkbox"
          className={css.checkbox}
          defaultChecked={typed[name] === 'on'}
          aria-invalid={invalid(name)}
          aria-describedby={describedBy(name)}
        />
        <label htmlFor={id(name)}>{t(label)}</label>
      </div>
      {messageOf(name)}
    </>
  )

  return (
    <form
      ref={formRef}
      method="post"
      action={`${registerPagePath(locale)}#${REGISTER_FORM_ANCHOR}`}
      className={css.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={REGISTER_FORM_ANCHOR}
      data-testid="register-form"
    >
      <input type="hidden" name="startedAt" value={typed.startedAt ?? startedAt} />
      <div className={css.fields}>
        {input('truename', text.truename, 'text', 'name')}
        {input('mobile', text.mobile, 'tel', 'tel', text.mobileHint)}
        {input('email', text.email, 'email', 'email', text.emailHint)}
        {input('company', text.company, 'text', 'organization')}
        {input('jobTitle', text.jobTitle, 'text', 'organization-title')}
        {select(
          'country',
          text.country,
          regions.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          )),
          { onChange: setCountry },
        )}
        {select(
          'province',
          text.province,
          provinces.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          )),
          // Without JavaScript the field is always there (its hint says when it counts).
          { hint: text.provinceHint, hidden: country !== '' && country !== 'CN' },
        )}
        {select(
          'visitorType',
          text.visitorType,
          VISITOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(VISITOR_TYPE_LABELS[type])}
            </option>
          )),
        )}
        {select(
          'purchasingRole',
          text.purchasingRole,
          PURCHASING_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(PURCHASING_ROLE_LABELS[role])}
            </option>
          )),
        )}
        <fieldset className={`${css.field} ${css.wide} ${own.plain}`} aria-describedby={describedBy('interests', true)}>
          <legend className={css.label}>{t(text.interests)}</legend>
          {hintOf('interests', text.interestsHint)}
          <div data-field="interests" tabIndex={-1}>
            {interestBoxes(industries)}
          </div>
          {messageOf('interests')}
        </fieldset>
      </div>

      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>{t(text.honeypot)}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={css.consent}>
        <strong>{t(text.privacyTitle)}</strong>
        <RichHtml html={privacyNotice?.html} testId="privacy-notice" />
        <NoticeVersionField notice={privacyNotice} />
        {consent('consentPrivacy', text.consentPrivacy)}
        {consent('consentExhibitors', text.consentExhibitors)}
        {consent('consentNews', text.consentNews)}
      </div>

      <FormSubmitFooter
        submitting={status.kind === 'submitting'}
        label={t(status.kind === 'submitting' ? text.submitting : text.submit)}
        success={status.kind === 'sent' ? status.message : undefined}
        error={status.kind === 'error' ? status.message : undefined}
        testIdPrefix="register"
      />
    </form>
  )
}
