import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { MenuEditorItem, MenuItemFormInput, MenuProblem } from '~/admin/menu/contract'
import { PAGE_PATHS } from '~/routing/page-routes'
import { fieldProblemText } from '../collections/collection-text'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import { saveMenuEntry } from './menu.functions'

const text = {
  newItem: msg`New top-level item`,
  newChild: (parent: string) => msg`New sub-item of ${parent}`,
  editItem: (title: string) => msg`Edit ${title}`,
  label: msg`Label`,
  chinese: msg`Chinese`,
  english: msg`English`,
  target: msg`Target`,
  pageKind: msg`A page of this site`,
  linkKind: msg`An external link (https)`,
  page: msg`Page`,
  link: msg`Link (https://…)`,
  choose: msg`Choose…`,
  newWindow: msg`Open in a new window`,
  hidden: msg`Hidden from the public site`,
  hiddenHint: msg`A hidden item and its sub-items leave the header, the footer and /api/menu; they stay here.`,
  cancel: msg`Cancel`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  notFound: msg`This item no longer exists.`,
  failed: msg`The item could not be saved. What you typed is still here; please try again.`,
}

const problemText: Record<MenuProblem, MessageDescriptor> = {
  required: fieldProblemText.required,
  tooLong: fieldProblemText.tooLong,
  https: fieldProblemText.https,
  page: msg`Choose a page of this site.`,
}

/** What the form edits: a new item under a parent (null: top level), or an existing one. */
export type MenuEditing = { kind: 'new'; parent: MenuEditorItem | null } | { kind: 'edit'; item: MenuEditorItem }

/**
 * One item's labels (Chinese and English side by side) and target: a page from the list the route tree
 * gives, or an https link. The server checks the same schema and names each refused entry.
 */
export function MenuItemEditor({
  editing,
  titleOf,
  onDone,
}: {
  editing: MenuEditing
  titleOf: (item: MenuEditorItem) => string
  onDone: (saved: boolean) => void
}) {
  const { i18n } = useLingui()
  const id = useId()
  const item = editing.kind === 'edit' ? editing.item : null
  const [values, setValues] = useState({
    titleCn: item?.titleCn ?? '',
    titleEn: item?.titleEn ?? '',
    kind: item?.outLink ? ('link' as const) : ('page' as const),
    path: item && !item.outLink ? item.path : '',
    outLink: item?.outLink ?? '',
    newWindow: item?.newWindow ?? false,
    hidden: item?.hidden ?? false,
  })
  const [problems, setProblems] = useState<Record<string, MenuProblem>>({})
  const { run, busy, notice, formRef } = useSave({
    save: (data: { id: number | null; parentId: number | null; item: MenuItemFormInput }) => saveMenuEntry({ data }),
    outcome: (answer) => {
      setProblems(!answer.ok && answer.reason === 'invalid' ? answer.problems : {})
      return answer.ok ? { ok: true } : { ok: false, text: answer.reason === 'invalid' ? text.invalid : text.notFound }
    },
    onSaved: () => onDone(true),
    failed: text.failed,
  })
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])

  const heading =
    editing.kind === 'edit'
      ? text.editItem(titleOf(editing.item))
      : editing.parent
        ? text.newChild(titleOf(editing.parent))
        : text.newItem

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const { kind, titleCn, titleEn, path, outLink, newWindow, hidden } = values
    const form: MenuItemFormInput =
      kind === 'page'
        ? { kind, titleCn, titleEn, path, newWindow, hidden }
        : { kind, titleCn, titleEn, outLink, newWindow, hidden }
    void run({
      id: item?.id ?? null,
      parentId: editing.kind === 'new' ? (editing.parent?.id ?? null) : null,
      item: form,
    })
  }

  const field = (entry: 'titleCn' | 'titleEn' | 'outLink', label: string, lang?: string) => {
    const inputId = `${id}-${entry}`
    const problem = problems[entry]
    return (
      <CheckedField id={inputId} label={label} problem={problem ? i18n._(problemText[problem]) : undefined}>
        <input
          id={inputId}
          ref={entry === 'titleCn' ? first : undefined}
          className={css.input}
          lang={lang}
          type={entry === 'outLink' ? 'url' : 'text'}
          value={values[entry]}
          onChange={(e) => {
            const value = e.currentTarget.value
            setValues((current) => ({ ...current, [entry]: value }))
          }}
          {...problemProps(inputId, problem)}
        />
      </CheckedField>
    )
  }
  const toggle = (entry: 'newWindow' | 'hidden', label: string, describedBy?: string) => (
    <label>
      <input
        type="checkbox"
        checked={values[entry]}
        aria-describedby={describedBy}
        onChange={(e) => {
          const checked = e.currentTarget.checked
          setValues((current) => ({ ...current, [entry]: checked }))
        }}
      />{' '}
      {label}
    </label>
  )
  const pathId = `${id}-path`
  const pathProblem = problems.path

  return (
    <section className={css.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{i18n._(heading)}</h2>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <div className={css.sideBySide}>
          {field('titleCn', `${i18n._(text.label)} (${i18n._(text.chinese)})`, 'zh-CN')}
          {field('titleEn', `${i18n._(text.label)} (${i18n._(text.english)})`, 'en')}
        </div>
        <fieldset className={css.form}>
          <legend>{i18n._(text.target)}</legend>
          {(['page', 'link'] as const).map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={kind}
                checked={values.kind === kind}
                onChange={() => setValues((current) => ({ ...current, kind }))}
              />{' '}
              {i18n._(kind === 'page' ? text.pageKind : text.linkKind)}
            </label>
          ))}
          {values.kind === 'page' ? (
            <CheckedField
              id={pathId}
              label={i18n._(text.page)}
              problem={pathProblem ? i18n._(problemText[pathProblem]) : undefined}
            >
              <select
                id={pathId}
                className={css.input}
                value={values.path}
                onChange={(e) => {
                  const path = e.currentTarget.value
                  setValues((current) => ({ ...current, path }))
                }}
                {...problemProps(pathId, pathProblem)}
              >
                <option value="">{i18n._(text.choose)}</option>
                {PAGE_PATHS.map((path) => (
                  <option key={path} value={path}>
                    {path}
                  </option>
                ))}
              </select>
            </CheckedField>
          ) : (
            field('outLink', i18n._(text.link))
          )}
          {toggle('newWindow', i18n._(text.newWindow))}
        </fieldset>
        <div>
          {toggle('hidden', i18n._(text.hidden), `${id}-hidden-hint`)}
          <p id={`${id}-hidden-hint`} className={css.hint}>
            {i18n._(text.hiddenHint)}
          </p>
        </div>
        <SaveBar notice={notice} busy={busy} />
        <div className={css.nav}>
          <button type="button" className={css.quietButton} onClick={() => onDone(false)}>
            {i18n._(text.cancel)}
          </button>
        </div>
      </form>
    </section>
  )
}
