import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react'
import type { NewsEditable, NewsSaveInputValue } from '~/admin/news/contract'
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/db/schema-enums'
import { type MediaChoice, MediaPicker } from '../media/MediaPicker'
import * as css from '../ui/admin.css'
import { fromBeijingInput, toBeijingInput } from '../ui/beijing-time'
import { TextField } from '../ui/TextField'
import { saveText, useSave } from '../ui/use-save'
import { saveNewsItem } from './news-admin.functions'
import { categoryText, statusText } from './news-text'

// TipTap is the back office's largest piece: it loads only when an editor opens a news item.
const RichTextEditor = lazy(() => import('./RichTextEditor'))

const text = {
  newTitle: msg`New news item`,
  editTitle: msg`Edit news item`,
  back: msg`All news`,
  category: msg`Category`,
  status: msg`Status`,
  publishedAt: msg`Publish date and time (Beijing time)`,
  chinese: msg`Chinese`,
  english: msg`English`,
  title: msg`Title`,
  summary: msg`Summary`,
  body: msg`Text`,
  saving: msg`Saving…`,
  publishNow: msg`Publish now`,
  updateLive: msg`Save and update the public pages`,
  scheduleFor: msg`Schedule for {when} (Beijing time)`,
  saveDraft: msg`Save draft`,
  saveArchived: msg`Save as archived (not on the site)`,
  liveAt: msg`Live on the site:`,
  view: msg`View on the site`,
  viewEnglish: msg`View the English page`,
  preview: msg`Preview the Chinese page`,
  previewEnglish: msg`Preview the English page`,
  previewHint: msg`Previews show the saved version and open in a new tab.`,
  titleMissing: msg`Give the item a title in at least one language.`,
  loadTheirs: msg`Load their version (drops your changes)`,
  keepMine: msg`Save mine over theirs`,
  notFound: msg`This news item no longer exists.`,
  failed: msg`The item could not be saved. What you typed is still here; please try again.`,
  cover: msg`Cover picture`,
  coverMissing: msg`The chosen cover picture is no longer in the media library. Choose another.`,
  loadingEditor: msg`Loading the editor…`,
}

/** The public site's two languages, as the editor's links to an item's pages name them. */
const SITE_LANGUAGES = [
  { locale: undefined, preview: text.preview, view: text.view },
  { locale: 'en', preview: text.previewEnglish, view: text.viewEnglish },
] as const

type Values = Omit<NewsSaveInputValue, 'id' | 'version' | 'coverMediaId'>
const emptyValues = (): Values => ({
  category: 'exhibition',
  status: 'draft',
  publishedAt: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString(),
  titleCn: '',
  titleEn: '',
  summaryCn: '',
  summaryEn: '',
  bodyCn: '',
  bodyEn: '',
})

/**
 * Chinese and English side by side. A save names the version it was made from; when a colleague
 * saved in between, nothing is overwritten and nothing typed is lost: the editor chooses.
 */
export function NewsEditPage({ item, justCreated = false }: { item: NewsEditable | null; justCreated?: boolean }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const id = useId()
  const [values, setValues] = useState<Values>(() => (item ? withoutIdentity(item) : emptyValues()))
  const [identity, setIdentity] = useState(item ? { id: item.id, version: item.version } : undefined)
  const [theirs, setTheirs] = useState<NewsEditable | null>(null)
  // Sent only once the editor picks a cover: an item's older (seeded) cover stays as it is otherwise.
  const [cover, setCover] = useState<MediaChoice>(() => coverChoice(item))
  const [editorKey, setEditorKey] = useState(0)
  // The status as last saved: what the public site shows now, and so what Save will change.
  const [savedStatus, setSavedStatus] = useState(item?.status)
  // The editor is loaded in the browser only: pages are rendered to a string, without Suspense.
  const [inBrowser, setInBrowser] = useState(false)
  useEffect(() => setInBrowser(true), [])
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }))

  const { run, busy, notice, setNotice, formRef } = useSave({
    save: (version: number | undefined) =>
      saveNewsItem({
        data: { ...values, id: identity?.id, version, ...(cover === 'keep' ? {} : { coverMediaId: cover }) },
      }),
    outcome: (answer) => {
      if (answer.ok) return { ok: true }
      if (answer.reason === 'stale') {
        setTheirs(answer.current)
        return { ok: false, text: saveText.stale }
      }
      return {
        ok: false,
        text:
          answer.reason === 'title-missing'
            ? text.titleMissing
            : answer.reason === 'cover-missing'
              ? text.coverMissing
              : text.notFound,
      }
    },
    onSaved: async (answer) => {
      if (!answer.ok) return
      setTheirs(null)
      setIdentity({ id: answer.id, version: answer.version })
      setSavedStatus(values.status)
      if (!identity)
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

  // The save button says what it will do to the public site.
  const saveLabel = (): string => {
    switch (values.status) {
      case 'published':
        return i18n._(savedStatus === 'published' ? text.updateLive : text.publishNow)
      case 'scheduled':
        return i18n._({ ...text.scheduleFor, values: { when: toBeijingInput(values.publishedAt).replace('T', ' ') } })
      case 'draft':
        return i18n._(text.saveDraft)
      case 'archived':
        return i18n._(text.saveArchived)
    }
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(identity?.version)
  }

  const loadTheirs = () => {
    if (!theirs) return
    setValues(withoutIdentity(theirs))
    setIdentity({ id: theirs.id, version: theirs.version })
    setCover(coverChoice(theirs))
    setTheirs(null)
    setNotice(null)
    setEditorKey((key) => key + 1)
  }

  const placeholder = <p className={css.editorPlaceholder}>{i18n._(text.loadingEditor)}</p>

  const language = (suffix: 'Cn' | 'En', lang: string, heading: typeof text.chinese) => {
    const titleKey = `title${suffix}` as const
    const summaryKey = `summary${suffix}` as const
    const bodyKey = `body${suffix}` as const
    return (
      <fieldset className={css.form} lang={lang}>
        <legend>{i18n._(heading)}</legend>
        <TextField
          id={`${id}-${titleKey}`}
          label={i18n._(text.title)}
          value={values[titleKey]}
          maxLength={200}
          onChange={(e) => set(titleKey, e.currentTarget.value)}
        />
        <div className={css.field}>
          <label htmlFor={`${id}-${summaryKey}`}>{i18n._(text.summary)}</label>
          <textarea
            id={`${id}-${summaryKey}`}
            className={css.input}
            rows={3}
            maxLength={500}
            value={values[summaryKey]}
            onChange={(e) => set(summaryKey, e.currentTarget.value)}
          />
        </div>
        <div className={css.field}>
          <span id={`${id}-${bodyKey}`}>{i18n._(text.body)}</span>
          {inBrowser ? (
            <Suspense fallback={placeholder}>
              <RichTextEditor
                key={editorKey}
                labelledBy={`${id}-${bodyKey}`}
                lang={lang}
                initialHtml={values[bodyKey]}
                onChange={(html) => set(bodyKey, html)}
              />
            </Suspense>
          ) : (
            placeholder
          )}
        </div>
      </fieldset>
    )
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
        <div className={css.nav}>
          <div className={css.field}>
            <label htmlFor={`${id}-category`}>{i18n._(text.category)}</label>
            <select
              id={`${id}-category`}
              className={css.input}
              value={values.category}
              onChange={(e) => {
                const category = NEWS_CATEGORIES.find((c) => c === e.currentTarget.value)
                if (category) set('category', category)
              }}
            >
              {NEWS_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {i18n._(categoryText[category])}
                </option>
              ))}
            </select>
          </div>
          <div className={css.field}>
            <label htmlFor={`${id}-status`}>{i18n._(text.status)}</label>
            <select
              id={`${id}-status`}
              className={css.input}
              value={values.status}
              onChange={(e) => {
                const status = NEWS_STATUSES.find((s) => s === e.currentTarget.value)
                if (status) set('status', status)
              }}
            >
              {NEWS_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {i18n._(statusText[status])}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id={`${id}-date`}
            label={i18n._(text.publishedAt)}
            type="datetime-local"
            required
            value={toBeijingInput(values.publishedAt)}
            onChange={(e) => {
              const iso = fromBeijingInput(e.currentTarget.value)
              if (iso) set('publishedAt', iso)
            }}
          />
        </div>
        <MediaPicker
          label={i18n._(text.cover)}
          kind="image"
          value={cover}
          currentPath={item?.coverImage ?? null}
          optional
          onChange={setCover}
        />
        <div className={css.sideBySide}>
          {language('Cn', 'zh-CN', text.chinese)}
          {language('En', 'en', text.english)}
        </div>
        <p
          role={notice?.kind === 'saved' ? 'status' : 'alert'}
          className={notice && notice.kind !== 'saved' ? css.alert : undefined}
        >
          {notice?.text}
        </p>
        {theirs && (
          <div className={css.nav}>
            <button type="button" className={css.quietButton} onClick={loadTheirs}>
              {i18n._(text.loadTheirs)}
            </button>
            <button type="button" className={css.button} disabled={busy} onClick={() => void run(theirs.version)}>
              {i18n._(text.keepMine)}
            </button>
          </div>
        )}
        <div className={css.nav}>
          <button type="submit" className={css.button} disabled={busy}>
            {busy ? i18n._(text.saving) : saveLabel()}
          </button>
          {identity && (
            <>
              {SITE_LANGUAGES.map(({ locale, preview }) => (
                <Link
                  key={preview.id}
                  to="/{-$locale}/preview/news/$id"
                  params={{ locale, id: String(identity.id) }}
                  target="_blank"
                  reloadDocument
                  aria-describedby={`${id}-preview-hint`}
                  className={css.navLink}
                >
                  {i18n._(preview)}
                </Link>
              ))}
              <span id={`${id}-preview-hint`} className={css.hint}>
                {i18n._(text.previewHint)}
              </span>
            </>
          )}
        </div>
        {identity && savedStatus === 'published' ? (
          <p className={css.nav} data-testid="news-live-links">
            <span className={css.hint}>{i18n._(text.liveAt)}</span>
            {SITE_LANGUAGES.map(({ locale, view }) => (
              <Link
                key={view.id}
                to="/{-$locale}/news/$id"
                params={{ locale, id: String(identity.id) }}
                reloadDocument
                className={css.navLink}
              >
                {i18n._(view)}
              </Link>
            ))}
          </p>
        ) : null}
      </form>
    </>
  )
}

/** The cover as loaded: a library picture, none, or an older cover (kept unless replaced). */
function coverChoice(item: NewsEditable | null): MediaChoice {
  if (item?.coverMediaId) return item.coverMediaId
  return item?.coverImage ? 'keep' : null
}

function withoutIdentity(item: NewsEditable): Values {
  const { id: _id, version: _version, coverMediaId: _coverMediaId, coverImage: _coverImage, ...values } = item
  return values
}
