import { useLingui } from '@lingui/react'
import { type FormEvent, useRef, useState } from 'react'
import { useSave } from '../ui/use-save'
import { checkInText } from './check-in-text'
import type { BadgeLabel, ScanResult } from './contract'
import type { DeskRegistrationAnswer, DeskRegistrationInput } from './desk-contract'
import { confirmableAfter, deskConfirmation, deskErrors, deskLang, deskOutcome, deskRequest } from './desk-registration'
import { registerWalkIn } from './desk-registration.functions'
import { deskText as text } from './desk-registration-text'

/**
 * The desk form's state on the back office's one action hook: the fields the server marked, the
 * country chosen (a province is asked only for the Chinese mainland), the visitor's language (the
 * notice's and the badge mail's) and the details that may be confirmed; the rules are pure
 * (desk-registration.ts). A registration done empties the form and hands the door's answer over.
 */
export function useDeskRegistration(
  gate: string | null,
  onRegistered: (scan: ScanResult, label: BadgeLabel | null) => void,
) {
  const { i18n } = useLingui()
  const lang = deskLang(i18n.locale)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [country, setCountry] = useState('')
  const [visitorLang, setVisitorLang] = useState<DeskRegistrationInput['lang']>(lang)
  // The details just sent, while the registration on file they found may be checked in (name matched).
  const [confirmable, setConfirmable] = useState<DeskRegistrationInput | null>(null)
  const sent = useRef<DeskRegistrationInput | null>(null)
  const save = useSave({
    save: (data: DeskRegistrationInput) => {
      sent.current = data
      return registerWalkIn({ data })
    },
    outcome: (answer: DeskRegistrationAnswer) => {
      setErrors(deskErrors(answer))
      return deskOutcome(answer)
    },
    onSaved: (answer) => {
      setConfirmable(confirmableAfter(answer, sent.current))
      if (answer.kind !== 'checked-in') return
      save.formRef.current?.reset()
      setCountry('')
      setVisitorLang(lang)
      onRegistered(answer.scan, answer.label)
    },
    failed: text.failed,
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setConfirmable(null)
    if (!gate) {
      save.setNotice({ kind: 'error', text: i18n._(checkInText.gateFirst) })
      return
    }
    void save.run(deskRequest(new FormData(event.currentTarget), gate))
  }

  const onConfirm = () => {
    if (confirmable) void save.run(deskConfirmation(confirmable))
    setConfirmable(null)
  }

  return {
    ...save,
    errors,
    country,
    setCountry,
    visitorLang,
    setVisitorLang,
    confirmable,
    // Any edit withdraws the offer to confirm: the details on screen are no longer those checked.
    withdraw: () => setConfirmable(null),
    onSubmit,
    onConfirm,
  }
}
