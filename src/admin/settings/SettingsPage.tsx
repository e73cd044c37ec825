import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import {
  entriesOf,
  SETTINGS,
  type SettingKey,
  type SettingProblem,
  type SettingsValues,
} from '~/admin/settings/contract'
import * as css from '../ui/admin.css'
import { fromBeijingInput, toBeijingInput } from '../ui/beijing-time'
import { CheckedField, problemProps } from '../ui/CheckedField'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import { previewSettingsForm, saveSettingsForm } from './settings.functions'

const text = {
  title: msg`Site settings`,
  intro: msg`What every page shows about this year's fair. A saved change is on the public site within seconds.`,
  chinese: msg`Chinese`,
  english: msg`English`,
  saved: msg`Saved. The public pages show it within seconds.`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  failed: msg`The settings could not be saved. What you typed is still here; please try again.`,
  preview: msg`Preview before saving`,
  previewReady: msg`The preview shows these values; nothing is saved yet. Open it:`,
  previewChinese: msg`Chinese home page (opens in a new tab)`,
  previewEnglish: msg`English home page (opens in a new tab)`,
  previewFailed: msg`The preview could not be prepared. What you typed is still here; please try again.`,
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
  { legend: msg`Visitor registration`, keys: ['prereg_url', 'prereg_promo_code', 'registration_retention_days'] },
  {
    legend: msg`Organiser and contacts`,
    keys: ['organiser_name', 'organiser_address', 'organiser_phone', 'organiser_fax', 'organiser_email', 'sales_email'],
  },
  {
    legend: msg`Filing numbers`,
    keys: ['icp_record', 'icp_url', 'public_security_record', 'public_security_record_code'],
  },
  {
    legend: msg`Social accounts (footer and QR codes)`,
    keys: [
      'social_wechat_name',
      'social_wechat_qr',
      'social_weibo_name',
      'social_weibo_qr',
      'social_linkedin_name',
      'social_linkedin_qr',
    ],
  },
  { legend: msg`Sharing`, keys: ['share_image'] },
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
  registration_retention_days: msg`Days after the show that registrations keep personal data`,
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
  social_wechat_name: msg`WeChat official account`,
  social_wechat_qr: msg`WeChat QR code (path of a library picture)`,
  social_weibo_name: msg`Weibo account`,
  social_weibo_qr: msg`Weibo QR code (path of a library picture)`,
  social_linkedin_name: msg`LinkedIn page`,
  social_linkedin_qr: msg`LinkedIn QR code (path of a library picture)`,
  share_image: msg`Share card for WeChat and social networks (JPEG, PNG or WebP from the library, 1200×630; empty: the built-in card)`,
}

const problemText: Record<SettingProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  number: msg`Enter a whole number.`,
  https: msg`Enter a link that starts with https://.`,
  email: msg`Enter an e-mail address.`,
  datetime: msg`Enter a date and time.`,
  tooLong: msg`This is too long.`,
  endBeforeStart: msg`The show cannot close before it opens.`,
  picture: msg`Enter the path of a picture of this site, e.g. /uploads/… from the media library.`,
  shareCard: msg`Enter the path of a JPEG, PNG or WebP picture of this site, or leave it empty.`,
}

/** One form for every setting (settings/contract.ts describes them); Chinese and English side by side. */
export function SettingsPage({ initial }: { initial: SettingsValues }) {
  const { i18n } = useLingui()
  const id = useId()
  const [values, setValues] = useState(initial)
  const [problems, setProblems] = useState<Record<string, SettingProblem>>({})
  const [previewReady, setPreviewReady] = useState(false)

  // Saves (or keeps for the preview) what is typed; either way a refused value is marked the same.
  const { run, busy, notice, setNotice, formRef } = useSave({
    save: ({ preview }: { preview: boolean }) => (preview ? previewSettingsForm : saveSettingsForm)({ data: values }),
    outcome: (answer) => {
      setProblems(answer.ok ? {} : answer.problems)
      return answer.ok ? { ok: true, text: text.saved } : { ok: false, text: text.invalid }
    },
    failed: ({ preview }) => (preview ? text.previewFailed : text.failed),
  })
  const send = async (preview: boolean) => {
    setPreviewReady(false)
    const answer = await run({ preview })
    if (!preview || !answer) return
    setPreviewReady(answer.ok)
    // A preview is not a save: it says nothing when it went through.
    if (answer.ok) setNotice(null)
  }
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void send(false)
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
          type={
            datetime
              ? 'datetime-local'
              : kind === 'https' || kind === 'optionalHttps'
                ? 'url'
                : kind.endsWith('mail')
                  ? 'email'
                  : 'text'
          }
          spellCheck={kind === 'picture' || kind === 'optionalShareCard' ? false : undefined}
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
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
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
        <SaveBar notice={notice} busy={busy}>
          <button type="button" className={css.quietButton} disabled={busy} onClick={() => void send(true)}>
            {i18n._(text.preview)}
          </button>
        </SaveBar>
        {previewReady && (
          <div role="status" className={css.panel}>
            <p>{i18n._(text.previewReady)}</p>
            <ul>
              <li>
                <Link to="/{-$locale}/preview/settings" params={{ locale: undefined }} target="_blank">
                  {i18n._(text.previewChinese)}
                </Link>
              </li>
              <li>
                <Link to="/{-$locale}/preview/settings" params={{ locale: 'en' }} target="_blank">
                  {i18n._(text.previewEnglish)}
                </Link>
              </li>
            </ul>
          </div>
        )}
      </form>
    </>
  )
}

/** Fails to compile while a setting has no place on the form. */
type Unplaced = Exclude<SettingKey, (typeof groups)[number]['keys'][number]>
void (true satisfies [Unplaced] extends [never] ? true : never)
