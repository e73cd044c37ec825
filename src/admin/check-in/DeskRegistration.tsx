import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { PROVINCES, REGIONS } from '~/contracts/registration-regions'
import { PURCHASING_ROLES, type PurchasingRole, VISITOR_TYPES } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import * as own from './CheckInPage.css'
import { registerWalkIn } from './check-in.functions'
import { checkInText, checkInTypeText } from './check-in-text'
import type { BadgeLabel, DeskRegistrationAnswer, DeskRegistrationInput, ScanResult } from './contract'

const text = {
  open: msg`Register a visitor at the desk`,
  intro: msg`For a visitor without a registration: type in their details with them, check their ID, then they are checked in at this gate and their badge label is printed. Their badge is also mailed to them.`,
  truename: msg`Real name`,
  mobile: msg`Mobile (mainland number, or with +country code)`,
  email: msg`E-mail`,
  company: msg`Company`,
  jobTitle: msg`Job title`,
  country: msg`Country or region`,
  province: msg`Province (Chinese mainland only)`,
  visitorType: msg`Visitor type`,
  purchasingRole: msg`Part in purchasing`,
  lang: msg`Language of the badge mail`,
  choose: msg`Choose…`,
  consentPrivacy: msg`The visitor has read the privacy notice and agrees that their details are used for this registration (required)`,
  consentExhibitors: msg`The visitor agrees that exhibitors see their profile to arrange meetings (optional)`,
  consentNews: msg`The visitor would like the fair's news by e-mail (optional)`,
  registered: msg`Registered and checked in.`,
  onFile: msg`Already registered with this e-mail or mobile: nothing was changed and the badge was mailed again to the address on file. Check the ID against the name shown.`,
  invalid: msg`Some details need correcting; see the marked fields.`,
  unavailable: msg`This registration cannot be used at the door (cancelled or erased).`,
  failed: msg`The registration could not be sent. Please try again.`,
  submit: msg`Register and check in`,
}

const roleText: Record<PurchasingRole, MessageDescriptor> = {
  decides: msg`Decides on purchases`,
  recommends: msg`Recommends or takes part`,
  none: msg`Not involved in purchasing`,
}

/**
 * The desk's registration form inside the check-in screen (issue 26): the public form's fields and
 * rules (checked on the server by its contract, refusals in the staff's language), separate consent
 * boxes ticked with the visitor, and on success the door's answer and the label to print.
 */
export function DeskRegistration({
  gate,
  onRegistered,
}: {
  gate: string | null
  onRegistered: (scan: ScanResult, label: BadgeLabel | null) => void
}) {
  const { i18n } = useLingui()
  const uid = useId()
  const lang = i18n.locale === 'en' ? 'en' : 'cn'
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [country, setCountry] = useState('')
  const { run, busy, notice, setNotice, formRef } = useSave({
    save: (data: DeskRegistrationInput) => registerWalkIn({ data }),
    outcome: (answer: DeskRegistrationAnswer) => {
      setErrors(answer.ok ? {} : answer.errors)
      if (!answer.ok)
        return { ok: false, text: Object.keys(answer.errors).length > 0 ? text.invalid : text.unavailable }
      return { ok: true, text: answer.created ? text.registered : text.onFile }
    },
    onSaved: (answer) => {
      if (!answer.ok) return
      formRef.current?.reset()
      setCountry('')
      onRegistered(answer.scan, answer.label)
    },
    failed: text.failed,
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!gate) {
      setNotice({ kind: 'error', text: i18n._(checkInText.gateFirst) })
      return
    }
    const form = new FormData(event.currentTarget)
    const fields: Record<string, string | boolean> = {}
    for (const [key, value] of form) if (typeof value === 'string' && key !== 'lang') fields[key] = value
    for (const key of ['consentPrivacy', 'consentExhibitors', 'consentNews']) fields[key] = form.get(key) === 'on'
    void run({ gate, lang: form.get('lang') === 'en' ? 'en' : 'cn', fields })
  }

  const id = (name: string) => `${uid}-${name}`
  const field = (name: string, label: MessageDescriptor, control: (props: { id: string }) => ReactNode) => (
    <CheckedField id={id(name)} label={i18n._(label)} problem={errors[name]}>
      {control({ id: id(name), ...problemProps(id(name), errors[name]) })}
    </CheckedField>
  )
  const input = (name: string, label: MessageDescriptor, type = 'text', autoComplete = 'off') =>
    field(name, label, (props) => (
      <input {...props} name={name} type={type} className={css.input} autoComplete={autoComplete} />
    ))
  const select = (name: string, label: MessageDescriptor, options: readonly { value: string; label: string }[]) =>
    field(name, label, (props) => (
      <select
        {...props}
        name={name}
        className={css.input}
        defaultValue=""
        onChange={name === 'country' ? (e) => setCountry(e.currentTarget.value) : undefined}
      >
        <option value="">{i18n._(text.choose)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    ))
  const consent = (name: string, label: MessageDescriptor) => (
    <div className={css.field}>
      <label className={own.consent}>
        <input type="checkbox" name={name} className={css.checkbox} {...problemProps(id(name), errors[name])} />
        {i18n._(label)}
      </label>
      {errors[name] ? (
        <p id={`${id(name)}-problem`} className={css.alert}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  )

  return (
    <details className={css.panel} data-testid="desk-registration">
      <summary>{i18n._(text.open)}</summary>
      <p className={css.hint}>{i18n._(text.intro)}</p>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <div className={css.sideBySide}>
          {input('truename', text.truename)}
          {input('mobile', text.mobile, 'tel')}
          {input('email', text.email, 'email')}
          {input('company', text.company)}
          {input('jobTitle', text.jobTitle)}
          {select(
            'country',
            text.country,
            Object.entries(REGIONS).map(([value, names]) => ({ value, label: names[lang] })),
          )}
          {country === 'CN'
            ? select(
                'province',
                text.province,
                Object.entries(PROVINCES).map(([value, names]) => ({ value, label: names[lang] })),
              )
            : null}
          {select(
            'visitorType',
            text.visitorType,
            VISITOR_TYPES.map((value) => ({ value, label: i18n._(checkInTypeText[value]) })),
          )}
          {select(
            'purchasingRole',
            text.purchasingRole,
            PURCHASING_ROLES.map((value) => ({ value, label: i18n._(roleText[value]) })),
          )}
          {field('lang', text.lang, (props) => (
            <select {...props} name="lang" className={css.input} defaultValue={lang}>
              <option value="cn" lang="zh-CN">
                中文
              </option>
              <option value="en" lang="en">
                English
              </option>
            </select>
          ))}
        </div>
        {consent('consentPrivacy', text.consentPrivacy)}
        {consent('consentExhibitors', text.consentExhibitors)}
        {consent('consentNews', text.consentNews)}
        <SaveBar notice={notice} busy={busy} submitLabel={i18n._(text.submit)} />
      </form>
    </details>
  )
}
