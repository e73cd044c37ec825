import { useLingui } from '@lingui/react'
import { type FormEvent, useId, useState } from 'react'
import type { SettingProblem, SettingsValues } from '~/admin/settings/contract'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import { SettingField } from './SettingField'
import { SettingsPreviewLinks } from './SettingsPreviewLinks'
import { previewSettingsForm, saveSettingsForm } from './settings.functions'
import { inputsOf } from './settings-form'
import { groups, labels, settingsText as text } from './settings-text'

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
  const edit = (entry: string, value: string) => setValues((current) => ({ ...current, [entry]: value }))

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        {groups.map((group) => (
          <fieldset key={group.legend.id} className={css.panel}>
            <legend>{i18n._(group.legend)}</legend>
            {group.keys.map((key) => {
              const fields = inputsOf(key).map((input) => (
                <SettingField
                  key={input.entry}
                  id={id}
                  input={input}
                  label={i18n._(labels[key])}
                  value={values[input.entry]}
                  problem={problems[input.entry]}
                  onChange={edit}
                />
              ))
              return fields.length === 1 ? (
                fields[0]
              ) : (
                <div className={css.sideBySide} key={key}>
                  {fields}
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
        {previewReady && <SettingsPreviewLinks />}
      </form>
    </>
  )
}
