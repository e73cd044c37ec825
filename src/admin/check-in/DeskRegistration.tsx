import { useLingui } from '@lingui/react'
import { useId } from 'react'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import type { BadgeLabel, ScanResult } from './contract'
import { DeskConsent } from './DeskFields'
import { DeskPrivacyNotice } from './DeskPrivacyNotice'
import { DeskVisitorFields } from './DeskVisitorFields'
import { DESK_CONSENTS } from './desk-registration'
import { deskText as text } from './desk-registration-text'
import { useDeskRegistration } from './use-desk-registration'

/**
 * The desk's registration form inside the check-in screen (issue 26): the public form's fields and
 * rules (checked on the server by its contract, refusals in the staff's language), the registration's
 * privacy notice in the visitor's language with its version sent along, separate consent boxes
 * ticked with the visitor, and on success the door's answer and the label to print. An e-mail on
 * file is only said to be on file (ADR 033's desk addendum): when the name typed matches, "Check in
 * and print" sends the same details again with staff's confirmation; any edit withdraws the offer.
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
  const desk = useDeskRegistration(gate, onRegistered)
  return (
    <details className={css.panel} data-testid="desk-registration">
      <summary>{i18n._(text.open)}</summary>
      <p className={css.hint}>{i18n._(text.intro)}</p>
      <form ref={desk.formRef} className={css.form} onSubmit={desk.onSubmit} onChange={desk.withdraw} noValidate>
        <DeskVisitorFields
          uid={uid}
          errors={desk.errors}
          country={desk.country}
          onCountry={desk.setCountry}
          visitorLang={desk.visitorLang}
          onVisitorLang={desk.setVisitorLang}
        />
        <DeskPrivacyNotice uid={uid} visitorLang={desk.visitorLang} />
        {DESK_CONSENTS.map((name) => (
          <DeskConsent key={name} uid={uid} name={name} label={text[name]} problem={desk.errors[name]} />
        ))}
        <SaveBar notice={desk.notice} busy={desk.busy} submitLabel={i18n._(text.submit)}>
          {desk.confirmable ? (
            <button type="button" className={css.button} disabled={desk.busy} onClick={desk.onConfirm}>
              {i18n._(text.confirm)}
            </button>
          ) : null}
        </SaveBar>
      </form>
    </details>
  )
}
