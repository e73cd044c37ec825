import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useReducer } from 'react'
import type { NewsEditable, NewsSaveInputValue } from '~/admin/news/contract'
import { MediaPicker } from '../media/MediaPicker'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { saveText, useSave } from '../ui/use-save'
import { NewsConflictChoice } from './NewsConflictChoice'
import { NEWS_LANGUAGES, NewsLanguageFields } from './NewsLanguageFields'
import { NewsMetaFields } from './NewsMetaFields'
import { NewsSaveBar } from './NewsSaveBar'
import { NewsLiveLinks } from './NewsSiteLinks'
import { saveNewsItem } from './news-admin.functions'
import { initialNewsEditor, type NewsValues, newsEditorReducer, newsSaveOutcome, newsSaveRequest } from './news-editor'
import { editorText as text } from './news-editor-text'

/**
 * Chinese and English side by side. A save names the version it was made from; when a colleague
 * saved in between, nothing is overwritten and nothing typed is lost: the editor chooses (the rules
 * are in news-editor.ts).
 */
export function NewsEditPage({ item, justCreated = false }: { item: NewsEditable | null; justCreated?: boolean }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const [state, dispatch] = useReducer(newsEditorReducer, item, (loaded) => initialNewsEditor(loaded, Date.now()))
  const { values, identity, theirs, savedStatus } = state
  const edit = <K extends keyof NewsValues>(key: K, value: NewsValues[K]) =>
    dispatch({ type: 'edit', patch: { [key]: value } })

  const { run, busy, notice, setNotice, formRef } = useSave({
    save: (data: NewsSaveInputValue) => saveNewsItem({ data }),
    outcome: newsSaveOutcome,
    // Their version is kept beside what was typed, until the editor chooses between the two.
    onRefused: (answer) => {
      if (!answer.ok && answer.reason === 'stale') dispatch({ type: 'stale', theirs: answer.current })
    },
    onSaved: async (answer, sent) => {
      if (!answer.ok) return
      dispatch({ type: 'saved', id: answer.id, version: answer.version, status: sent.status })
      if (sent.id === undefined)
        await navigate({
          to: '/admin/news/$id',
          params: { id: String(answer.id) },
          search: { created: '1' },
          replace: true,
        })
    },
    failed: text.failed,
    // A new item's first save moves to its own address; that screen says it was saved.
    initial: justCreated ? { kind: 'saved', text: i18n._(saveText.saved) } : null,
  })
  // Made from the version loaded, or from a colleague's newer one to save over it.
  const save = (version: number | undefined) => void run(newsSaveRequest(state, version))

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    save(identity?.version)
  }

  const loadTheirs = () => {
    dispatch({ type: 'load-theirs' })
    setNotice(null)
  }

  return (
    <>
      <p>
        <Link to="/admin/news" search={{}}>
          {i18n._(text.back)}
        </Link>
      </p>
      <h1>{i18n._(identity ? text.editTitle : text.newTitle)}</h1>
      <form ref={formRef} className={css.form} onSubmit={onSubmit}>
        <NewsMetaFields id={id} values={values} onEdit={edit} />
        <MediaPicker
          label={i18n._(text.cover)}
          kind="image"
          value={state.cover}
          currentPath={item?.coverImage ?? null}
          optional
          onChange={(cover) => dispatch({ type: 'cover', cover })}
        />
        <div className={css.sideBySide}>
          {NEWS_LANGUAGES.map((language) => (
            <NewsLanguageFields
              key={language.suffix}
              id={id}
              language={language}
              values={values}
              editorKey={state.editorKey}
              onEdit={edit}
            />
          ))}
        </div>
        <ActionStatus notice={notice} />
        {theirs && <NewsConflictChoice busy={busy} onLoadTheirs={loadTheirs} onKeepMine={() => save(theirs.version)} />}
        <NewsSaveBar id={id} busy={busy} values={values} savedStatus={savedStatus} itemId={identity?.id} />
        {identity && savedStatus === 'published' ? <NewsLiveLinks itemId={identity.id} /> : null}
      </form>
    </>
  )
}
