import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import {
  BOOTH_FORM_FIELDS,
  type BoothFormField,
  PARTNERSHIP_INTENTS,
  type PartnershipIntent,
} from '~/contracts/booth-form-fields'
import type { BoothTypeDto } from '~/contracts/content'
import type { AvailableBooth } from '~/contracts/floor-plan'
import { BOOTH_MIN_AREA_SQM, BOOTH_TYPES, type BoothType } from '~/db/booth-rules'
import { blocks, msgWith, RichHtml } from '~/features/page-blocks'
import { NoticeVersionField, usePrivacyNotice } from '~/features/privacy-notice'
import { useLocale } from '~/routing/locale'
import { clearFields } from '~/ui/clear-fields'
import { FormSubmitFooter } from '~/ui/FormSubmitFooter'
import * as css from './ApplyForm.css'
import {
  APPLY_FORM_ANCHOR,
  APPLY_FORM_PART,
  type ApplyFormState,
  applyPagePath,
  CONSENT_GIVEN,
} from './booth-form.shared'

const text = {
  partnershipIntent: msg`Intended exhibition partnership`,
  country: msg`Exhibiting country`,
  companyName: msg`Company name`,
  contactName: msg`Contact name`,
  phone: msg`Phone`,
  email: msg`Email`,
  productType: msg`Product type`,
  productTypeHint: msg`For example: organic tea, dairy, baby food, natural cosmetics`,
  boothType: msg`Booth type`,
  areaSqm: msg`Booth area (sqm)`,
  areaHint: msg`At least {min} sqm for this booth type`,
  choose: msg`Please choose`,
  consent: msg`I have read the privacy notice and agree that my details are used to handle this application.`,
  privacyTitle: msg`Privacy notice`,
  required: msg`required`,
  submit: msg`Submit application`,
  submitting: msg`Submitting…`,
  fixErrors: msg`Please correct the highlighted fields.`,
  success: msg`Thank you! Your application has been received; our team will contact you within two working days.`,
  failed: msg`Your application could not be sent. Please check your connection and try again; your entries are kept.`,
  honeypot: msg`Leave this field empty`,
  // The API's own message (contracts/messages.ts), here so the form needs none of the contract to render.
  submitted: msg`Submission Successful`,
  minimumShort: msg`from {min} sqm`,
  preferredBooths: msg`Preferred booths`,
  optional: msg`optional`,
  preferredHint: msg`Up to three booth numbers from the free booths above, separated by commas, for example N5-A12, N5-A14`,
}

const PARTNERSHIP_LABELS: Record<PartnershipIntent, MessageDescriptor> = {
  exhibitor: msg`Exhibitor (own booth)`,
  german_pavilion: msg`Exhibitor in the German Pavilion`,
  country_pavilion: msg`Country or regional pavilion`,
  sponsor: msg`Sponsorship and events`,
}

type FieldName = BoothFormField

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string }

/** The fields a send carries: the form's own, the honeypot and the version of the notice shown. */
const SENT_FIELDS = [...BOOTH_FORM_FIELDS, 'website', 'noticeVersion'] as const

/**
 * The form's entries as the contract reads them, every field present (an unticked box or an
 * unchosen booth type as empty), read from the form itself. The fields are the browser's own
 * (uncontrolled), so what a visitor typed before the page hydrated stays theirs: React, hydrating a
 * controlled field, puts its state back into it at the next render, and a visitor's first entries
 * were emptied by their next keystroke.
 */
function entriesOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form)
  const entries: Record<string, string> = {}
  for (const name of SENT_FIELDS) {
    const value = data.get(name)
    entries[name] = typeof value === 'string' ? value : ''
  }
  return entries
}

/** A booth type as a form field holds it (none for an empty or unknown value). */
const asBoothType = (value: unknown): BoothType | undefined => BOOTH_TYPES.find((type) => type === value)

/** The booth type chosen in the form, if any (before hydration too). */
const boothTypeOf = (form: HTMLFormElement) => asBoothType(new FormData(form).get('boothType'))

/**
 * The form's checks and its send (the contract's valibot schema and messages, the API client) load
 * when the form is first used, not with the page (ADR 029): the form renders without them and posts
 * natively before hydration anyway.
 */
let onUseLoading: Promise<typeof import('./apply-send')> | undefined
function loadOnUse() {
  onUseLoading ??= import('./apply-send').catch((error: unknown) => {
    onUseLoading = undefined // a failed download is tried again on the next use
    throw error
  })
  return onUseLoading
}
const preloadOnUse = () => void loadOnUse().catch(() => {})

/** A fresh key per form render; a retry after a failure reuses it, so the server never stores twice. */
const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

/**
 * The booth application. With JavaScript it posts JSON to /api/boothApplication, checked first in
 * the browser with the same valibot contract the server uses, every message beside its field; the
 * server's field errors, rate limit and outage messages are shown the same way, and nothing typed is
 * lost when sending fails. Without JavaScript (or before hydration) it is a plain form posting to
 * the page itself: `initial` is what the server sent back for a refused post, `sent` the success
 * after its redirect.
 */
export function ApplyForm({
  boothTypes,
  available,
  initial = null,
  sent = false,
}: {
  boothTypes: readonly BoothTypeDto[]
  /** The booths still free: the preferred booths field suggests them. */
  available: readonly AvailableBooth[]
  initial?: ApplyFormState | null
  sent?: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // The booth application's own notice; its version is sent with the form.
  const privacyNotice = usePrivacyNotice('application')
  const uid = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const keyRef = useRef<string | null>(null)
  const t = (m: MessageDescriptor) => i18n._(m)
  const succeeded = (serverMessage: string): Status => ({
    kind: 'success',
    message: `${serverMessage} ${t(text.success)}`.trim(),
  })
  /** What the server rendered into the fields: a refused post's entries, or nothing. */
  const typed = initial?.values ?? {}
  const [boothType, setBoothType] = useState(asBoothType(typed.boothType))
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {})
  const [touched, setTouched] = useState(initial !== null)
  const [status, setStatus] = useState<Status>(() => {
    if (initial)
      return { kind: 'error', message: initial.notice.kind === 'failed' ? initial.notice.message : t(text.fixErrors) }
    return sent ? succeeded(t(text.submitted)) : { kind: 'idle' }
  })

  // The latest entries' check: one that ends after a newer change is dropped.
  const latestCheck = useRef(0)
  // A refused plain post shows its errors and checks every change from the first: load them now.
  useEffect(() => {
    if (touched) preloadOnUse()
  }, [touched])

  /** Any field changed (the form hears them all): the minimum follows the type, errors the entries. */
  function fieldsChanged(form: HTMLFormElement) {
    setBoothType(boothTypeOf(form))
    if (touched) {
      const check = ++latestCheck.current
      loadOnUse().then(
        ({ applyFormErrors }) => latestCheck.current === check && setErrors(applyFormErrors(t, entriesOf(form))),
        () => {},
      )
    }
    if (status.kind === 'success') setStatus({ kind: 'idle' })
  }
  // What the visitor entered before the form hydrated (its code loads when it is used) is a change
  // like any other: the booth type sets the area's minimum, a refused post's errors are checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form hydrates
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    // The notice's version is the page's, not an entry.
    const { noticeVersion: _shown, ...entered } = entriesOf(form)
    if (Object.values(entered).some((value) => value !== '')) fieldsChanged(form)
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (status.kind === 'submitting') return
    setTouched(true)
    latestCheck.current++
    keyRef.current ??= newKey()
    setStatus({ kind: 'submitting' })
    try {
      const { sendApplication } = await loadOnUse()
      const outcome = await sendApplication(t, entriesOf(form), { lang: locale, idempotencyKey: keyRef.current })
      if (outcome.kind === 'sent') {
        setStatus(succeeded(outcome.message))
        clearFields(form)
        setBoothType(undefined)
        setErrors({})
        setTouched(false)
        keyRef.current = null
        return
      }
      setErrors(outcome.errors)
      const first = BOOTH_FORM_FIELDS.find((name) => outcome.errors[name])
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      setStatus({
        kind: 'error',
        message: outcome.kind === 'invalid' ? t(text.fixErrors) : outcome.message || t(text.failed),
      })
    } catch {
      // no answer, or the checks' download failed: a failed send like any other, nothing typed is lost
      setStatus({ kind: 'error', message: t(text.failed) })
    }
  }

  const id = (name: string) => `${uid}-${name}`
  const describedBy = (name: FieldName, hint?: boolean) =>
    [hint ? id(`${name}-hint`) : null, errors[name] ? id(`${name}-error`) : null].filter(Boolean).join(' ') || undefined
  const ErrorText = ({ name }: { name: FieldName }) =>
    errors[name] ? (
      <p id={id(`${name}-error`)} className={css.error} data-error-for={name}>
        {errors[name]}
      </p>
    ) : null
  const Label = ({ name, label, optional }: { name: FieldName; label: MessageDescriptor; optional?: boolean }) => (
    <label htmlFor={id(name)} className={css.label}>
      {t(label)}
      {optional ? (
        <span className={css.hint}> ({t(text.optional)})</span>
      ) : (
        <span className={css.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  )
  /** A text field; `optional` drops the required mark, `suggestions` offers values as a datalist. */
  const textField = (
    name: FieldName,
    label: MessageDescriptor,
    type: string,
    autoComplete: string,
    hint?: MessageDescriptor,
    { optional = false, suggestions }: { optional?: boolean; suggestions?: readonly string[] } = {},
  ) => (
    <div className={optional ? `${css.field} ${css.wide}` : css.field}>
      <Label name={name} label={label} optional={optional} />
      <input
        id={id(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        list={suggestions ? id(`${name}-list`) : undefined}
        className={css.input}
        defaultValue={typed[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(name, !!hint)}
      />
      {suggestions ? (
        <datalist id={id(`${name}-list`)}>
          {suggestions.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p id={id(`${name}-hint`)} className={css.hint}>
          {t(hint)}
        </p>
      ) : null}
      <ErrorText name={name} />
    </div>
  )

  const minArea = BOOTH_MIN_AREA_SQM[boothType ?? 'standard']

  return (
    <form
      ref={formRef}
      method="post"
      action={`${applyPagePath(locale)}#${APPLY_FORM_ANCHOR}`}
      className={css.form}
      onSubmit={onSubmit}
      onChange={(event) => fieldsChanged(event.currentTarget)}
      onFocus={preloadOnUse}
      noValidate
      aria-labelledby={APPLY_FORM_ANCHOR}
      data-testid="apply-form"
      data-part={APPLY_FORM_PART}
    >
      <div className={css.fields}>
        <div className={`${css.field} ${css.wide}`}>
          <Label name="partnershipIntent" label={text.partnershipIntent} />
          <select
            id={id('partnershipIntent')}
            name="partnershipIntent"
            className={css.input}
            defaultValue={typed.partnershipIntent ?? ''}
            aria-invalid={errors.partnershipIntent ? true : undefined}
            aria-required="true"
            aria-describedby={describedBy('partnershipIntent')}
          >
            <option value="">{t(text.choose)}</option>
            {PARTNERSHIP_INTENTS.map((intent) => (
              <option key={intent} value={intent}>
                {t(PARTNERSHIP_LABELS[intent])}
              </option>
            ))}
          </select>
          <ErrorText name="partnershipIntent" />
        </div>
        {textField('country', text.country, 'text', 'country-name')}
        {textField('companyName', text.companyName, 'text', 'organization')}
        {textField('contactName', text.contactName, 'text', 'name')}
        {textField('phone', text.phone, 'tel', 'tel')}
        {textField('email', text.email, 'email', 'email')}
        {textField('productType', text.productType, 'text', 'off', text.productTypeHint)}

        <fieldset className={`${css.field} ${blocks.plainFieldset}`} aria-describedby={describedBy('boothType')}>
          <legend className={css.label}>
            {t(text.boothType)}
            <span className={css.required} aria-hidden="true">
              *
            </span>
          </legend>
          {boothTypes.map((type, index) => (
            <label key={type.code} className={blocks.inlineChoice}>
              <input
                type="radio"
                name="boothType"
                id={index === 0 ? id('boothType') : undefined}
                value={type.code}
                defaultChecked={typed.boothType === type.code}
                aria-invalid={errors.boothType ? true : undefined}
              />
              {type.name} ({msgWith(i18n, text.minimumShort, { min: type.minAreaSqm })})
            </label>
          ))}
          <ErrorText name="boothType" />
        </fieldset>

        <div className={css.field}>
          <Label name="areaSqm" label={text.areaSqm} />
          <input
            id={id('areaSqm')}
            name="areaSqm"
            type="number"
            inputMode="numeric"
            min={minArea}
            step={1}
            className={css.input}
            defaultValue={typed.areaSqm ?? ''}
            aria-invalid={errors.areaSqm ? true : undefined}
            aria-required="true"
            aria-describedby={describedBy('areaSqm', true)}
          />
          <p id={id('areaSqm-hint')} className={css.hint}>
            {msgWith(i18n, text.areaHint, { min: minArea })}
          </p>
          <ErrorText name="areaSqm" />
        </div>

        {textField('preferredBooths', text.preferredBooths, 'text', 'off', text.preferredHint, {
          optional: true,
          suggestions: available.map((booth) => booth.label),
        })}
      </div>

      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor={id('website')}>{t(text.honeypot)}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className={css.consent}>
        <strong>{t(text.privacyTitle)}</strong>
        <RichHtml html={privacyNotice?.html} testId="privacy-notice" />
        <NoticeVersionField notice={privacyNotice} />
        <div className={css.consentRow}>
          <input
            id={id('consent')}
            name="consent"
            type="checkbox"
            className={css.checkbox}
            defaultChecked={typed.consent === CONSENT_GIVEN}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy('consent')}
          />
          <label htmlFor={id('consent')}>{t(text.consent)}</label>
        </div>
        <ErrorText name="consent" />
      </div>

      <FormSubmitFooter
        submitting={status.kind === 'submitting'}
        label={t(status.kind === 'submitting' ? text.submitting : text.submit)}
        success={status.kind === 'success' ? status.message : undefined}
        error={status.kind === 'error' ? status.message : undefined}
        testIdPrefix="apply"
      />
    </form>
  )
}
