import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useReducer } from 'react'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import type { NoticeEditorData } from './contract'
import { NoticeFormHeader } from './NoticeFormHeader'
import { NoticeLanguageField } from './NoticeLanguageField'
import { NoticeVersions } from './NoticeVersions'
import { initialNoticeEditor, type NoticeBody, noticeEditorReducer, noticeSaveOutcome, saveBase } from './notice-editor'
import { saveNoticeForm } from './privacy-notices.functions'
import { noticesText as text } from './privacy-notices-text'

/** The notice's two languages, side by side: the field, its BCP 47 tag, its heading. */
const LANGUAGES = [
  { body: 'bodyCn', lang: 'zh-CN', heading: text.chinese },
  { body: 'bodyEn', lang: 'en', heading: text.english },
] as const

/**
 * One form's notice, Chinese and English side by side with the office's rich-text editor, and the
 * list of its versions. A save made from an older version than the current one is refused with the
 * colleague's text offered, as in the news editor (the rules: notice-editor.ts).
 */
export function PrivacyNoticesPage({ data }: { data: NoticeEditorData }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [state, dispatch] = useReducer(noticeEditorReducer, data, initialNoticeEditor)

  const { run, busy, notice, setNotice, formRef } = useSave({
    save: (baseVersion: number) => saveNoticeForm({ data: { form: data.form, baseVersion, ...state.values } }),
    outcome: (answer) => {
      dispatch({ type: 'answered', answer })
      return noticeSaveOutcome(answer)
    },
    // The versions list shows the new one.
    onSaved: () => router.invalidate(),
  })

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(saveBase(state))
  }
  const loadTheirs = () => {
    if (!state.theirs) return
    dispatch({ type: 'load-theirs' })
    setNotice(null)
    void router.invalidate()
  }
  const edit = (body: NoticeBody, html: string) => dispatch({ type: 'edit', key: body, html })

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <NoticeFormHeader form={data.form} hasNotice={data.current !== null} />
      <form ref={formRef} className={css.form} onSubmit={onSubmit}>
        <div className={css.sideBySide}>
          {LANGUAGES.map(({ body, lang, heading }) => (
            <NoticeLanguageField
              key={body}
              id={id}
              body={body}
              lang={lang}
              heading={heading}
              html={state.values[body]}
              editorKey={state.editorKey}
              problem={state.problems[body]}
              onChange={edit}
            />
          ))}
        </div>
        <SaveBar
          notice={notice}
          busy={busy}
          submitLabel={i18n._({ ...text.saveAs, values: { version: saveBase(state) + 1 } })}
        >
          {state.theirs ? (
            <button type="button" className={css.quietButton} onClick={loadTheirs}>
              {i18n._(text.loadTheirs)}
            </button>
          ) : null}
        </SaveBar>
      </form>
      <NoticeVersions versions={data.versions} />
    </>
  )
}
