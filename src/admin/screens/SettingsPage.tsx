import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, useId, useState } from 'react'
import { entriesOf, SETTINGS, type SettingKey, type SettingProblem, type SettingsValues } from '~/contracts/settings'
import { saveSettingsForm } from '../settings/settings.functions'
import * as css from './admin.css'
import { fromBeijingInput, toBeijingInput } from './beijing-time'
import { CheckedField, problemProps } from './CheckedField'
import { SaveBar, type SaveNotice } from './SaveBar'

const text = {
  title: msg`Site settings`,
  intro: msg`What every page shows about this year's fair. A saved change is on the public site within seconds.`,
  chinese: msg`Chinese`,
  english: msg`English`,
  saved: msg`Saved. The public pages show it within seconds.`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  failed: msg`The settings could not be saved. What you typed is still here; please try again.`,
}

const groups: { legend: MessageDescriptor; keys: SettingKey[] }[] = [
  {
    legend: msg`The show`,
    keys: [
      'edition',
      'exhibition_start_time',
      'exhibition_end_time',
      'exhibition_date',
      'exhibition_hours',
      'exhibition_address',
      'venue_street_address',
    ],
  },
  { legend: msg`Visitor registration`, keys: ['prereg_url', 'prereg_promo_code'] },
  {
    legend: msg`Organiser and contacts`,
    keys: ['organiser_name', 'organiser_address', 'organiser_phone', 'organiser_fax', 'organiser_email', 'sales_email'],
  },
  {
    legend: msg`Filing numbers`,
    keys: ['icp_record', 'icp_url', 'public_security_record', 'public_security_record_code'],
  },
]

const labels: Record<SettingKey, MessageDescriptor> = {
  edition: msg`Edition (number)`,
  exhibition_start_time: msg`Opens (Beijing time; the countdown's target)`,
  exhibition_end_time: msg`Closes (Beijing time)`,
  exhibition_date: msg`Dates as shown`,
  exhibition_hours: msg`Opening hours`,
  exhibition_address: msg`Hall and venue`,
  venue_street_address: msg`Venue street address`,
  prereg_url: msg`Pre-registration link (https)`,
  prereg_promo_code: msg`Promotion code`,
  organiser_name: msg`Organiser`,
  organiser_address: msg`Organiser's address`,
  organiser_phone: msg`Phone`,
  organiser_fax: msg`Fax`,
  organiser_email: msg`Contact e-mail`,
  sales_email: msg`Sales e-mail (booth application notices; empty: the contact e-mail)`,
  icp_record: msg`ICP filing number`,
  icp_url: msg`ICP filing link (https)`,
  public_security_record: msg`Public security filing`,
  public_security_record_code: msg`Public security filing code`,
}

const problemText: Record<SettingProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  number: msg`Enter a whole number.`,
  https: msg`Enter a link that starts with https://.`,
  email: msg`Enter an e-mail address.`,
  datetime: msg`Enter a date and time.`,
  tooLong: msg`This is too long.`,
  endBeforeStart: msg`The show cannot close before it opens.`,
}

/** One form for every setting (contracts/settings.ts describes them); Chinese and English side by side. */
export function SettingsPage({ initial }: { initial: SettingsValues }) {
  const { i18n } = useLingui()
  const id = useId()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Record<string, SettingProblem>>({})
  const [notice, setNotice] = useState<SaveNotice>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setBusy(true)
    try {
      const answer = await saveSettingsForm({ data: values })
      setProblems(answer.ok ? {} : answer.problems)
      setNotice({ kind: answer.ok ? 'saved' : 'error', text: i18n._(answer.ok ? text.saved : text.invalid) })
    } catch {
      setNotice({ kind: 'error', text: i18n._(text.failed) })
    } finally {
      setBusy(false)
    }
  }

  const input = (entry: string, label: string, kind: (typeof SETTINGS)[SettingKey], lang?: string) => {
    const problem = problems[entry]
    const inputId = `${id}-${entry}`
    const datetime = kind === 'datetime'
    return (
      <CheckedField key={entry} id={inputId} label={label} problem={problem ? i18n._(problemText[problem]) : undefined}>
        <input
          id={inputId}
          className={css.input}
          lang={lang}
          type={datetime ? 'datetime-local' : kind === 'https' ? 'url' : kind.endsWith('mail') ? 'email' : 'text'}
          inputMode={kind === 'number' ? 'numeric' : undefined}
          value={datetime ? (values[entry] ? toBeijingInput(values[entry] ?? '') : '') : (values[entry] ?? '')}
          onChange={(e) => {
            const raw = e.currentTarget.value
            setValues((current) => ({ ...current, [entry]: datetime ? (fromBeijingInput(raw) ?? '') : raw }))
          }}
          {...problemProps(inputId, problem)}
        />
      </CheckedField>
    )
  }

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <form className={css.form} onSubmit={onSubmit} noValidate>
        {groups.map((group) => (
          <fieldset key={group.legend.id} className={css.panel}>
            <legend>{i18n._(group.legend)}</legend>
            {group.keys.map((key) => {
              const kind = SETTINGS[key]
              const label = i18n._(labels[key])
              if (kind !== 'pair') return input(key, label, kind)
              const [cn = '', en = ''] = entriesOf(key)
              return (
                <div className={css.sideBySide} key={key}>
                  {input(cn, `${label} (${i18n._(text.chinese)})`, kind, 'zh-CN')}
                  {input(en, `${label} (${i18n._(text.english)})`, kind, 'en')}
                </div>
              )
            })}
          </fieldset>
        ))}
        <SaveBar notice={notice} busy={busy} />
      </form>
    </>
  )
}

/** Fails to compile while a setting has no place on the form. */
type Unplaced = Exclude<SettingKey, (typeof groups)[number]['keys'][number]>
void (true satisfies [Unplaced] extends [never] ? true : never)
