import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import type { CollectionRow, FieldProblem, ParentChoice } from '~/admin/collections/contract'
import { type MediaChoice, MediaPicker } from '../media/MediaPicker'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import { fieldProblemText } from './collection-text'
import { saveCollectionItem } from './collections.functions'
import { entriesOfField, KEEP_MEDIA } from './fields'
import { type CollectionField, type CollectionName, collectionOf } from './registry'

const text = {
  back: msg`Back to the list`,
  newItem: msg`New item`,
  editItem: msg`Edit item`,
  chinese: msg`Chinese`,
  english: msg`English`,
  choose: msg`Choose…`,
  topLevel: msg`None (top level)`,
  saved: msg`Saved. The public pages show it within seconds.`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  notFound: msg`This item no longer exists.`,
  failed: msg`The item could not be saved. What you typed is still here; please try again.`,
}

/** Any content type's form, built from its fields; Chinese and English side by side. */
export function CollectionEditPage({
  name,
  item,
  parents = {},
  justCreated = false,
}: {
  name: CollectionName
  item: CollectionRow | null
  /** Each `parent` field's choices, by column. */
  parents?: Readonly<Record<string, ParentChoice[]>>
  justCreated?: boolean
}) {
  const { i18n } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const collection = collectionOf(name)
  const fields = Object.entries(collection.fields)
  const empty = Object.fromEntries(fields.flatMap(([, field]) => entriesOfField(field).map((entry) => [entry, ''])))
  const [values, setValues] = useState<Record<string, string>>(item?.values ?? empty)
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({})
  // A new item's first save moves to its own address (`?created=1`), and the page there says so.
  const { run, busy, notice, formRef } = useSave({
    save: (data: { name: CollectionName; id: number | null; values: Record<string, string> }) =>
      saveCollectionItem({ data }),
    outcome: (answer) => {
      setProblems(answer.ok || answer.reason !== 'invalid' ? {} : answer.problems)
      return answer.ok
        ? { ok: true, text: text.saved }
        : { ok: false, text: answer.reason === 'invalid' ? text.invalid : text.notFound }
    },
    onSaved: (answer) =>
      answer.ok && !item
        ? navigate({
            to: '/admin/content/$collection/$id',
            params: { collection: name, id: String(answer.id) },
            search: { created: '1' },
            replace: true,
          })
        : undefined,
    failed: text.failed,
    initial: justCreated ? { kind: 'saved', text: i18n._(text.saved) } : null,
  })

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run({ name, id: item?.id ?? null, values })
  }

  const mediaControl = (field: CollectionField & { kind: 'media' }, label: string) => {
    const value = values[field.column] ?? ''
    const choice: MediaChoice = value === KEEP_MEDIA ? KEEP_MEDIA : value ? Number(value) : null
    const problem = problems[field.column]
    return (
      <MediaPicker
        key={field.column}
        label={label}
        kind={field.accept}
        value={choice}
        currentPath={item?.files[field.column] || null}
        optional={field.optional ?? false}
        problem={problem ? i18n._(fieldProblemText[problem]) : undefined}
        onChange={(picked) =>
          setValues((current) => ({ ...current, [field.column]: picked === null ? '' : String(picked) }))
        }
      />
    )
  }

  const control = (entry: string, label: string, field: CollectionField, lang?: string) => {
    const inputId = `${id}-${entry}`
    const problem = problems[entry]
    const common = {
      id: inputId,
      className: css.input,
      lang,
      value: values[entry] ?? '',
      ...problemProps(inputId, problem),
    }
    const set = (value: string) => setValues((current) => ({ ...current, [entry]: value }))
    return (
      <CheckedField
        key={entry}
        id={inputId}
        label={label}
        problem={problem ? i18n._(fieldProblemText[problem]) : undefined}
      >
        {field.kind === 'boolean' ? (
          <input
            {...common}
            type="checkbox"
            className={css.checkbox}
            value="true"
            checked={values[entry] === 'true'}
            onChange={(e) => set(e.currentTarget.checked ? 'true' : 'false')}
          />
        ) : field.kind === 'enum' ? (
          <select {...common} onChange={(e) => set(e.currentTarget.value)}>
            <option value="">{i18n._(text.choose)}</option>
            {field.values.map((value) => {
              const choice = field.choices?.[value]
              return (
                <option key={value} value={value}>
                  {choice ? i18n._(choice) : value}
                </option>
              )
            })}
          </select>
        ) : field.kind === 'parent' ? (
          <select {...common} onChange={(e) => set(e.currentTarget.value)}>
            <option value="">{i18n._(text.topLevel)}</option>
            {(parents[field.column] ?? [])
              .filter((choice) => choice.id !== item?.id)
              .map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.titles.join(' · ')}
                </option>
              ))}
          </select>
        ) : field.kind === 'localised' && field.multiline ? (
          <textarea {...common} rows={4} maxLength={field.max} onChange={(e) => set(e.currentTarget.value)} />
        ) : (
          <input
            {...common}
            type={field.kind === 'url' ? 'url' : 'text'}
            maxLength={field.kind === 'country' ? 2 : undefined}
            inputMode={field.kind === 'int' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
            onChange={(e) => set(e.currentTarget.value)}
          />
        )}
      </CheckedField>
    )
  }

  return (
    <>
      <p>
        <Link to="/admin/content/$collection" params={{ collection: name }}>
          ← {i18n._(text.back)}
        </Link>
      </p>
      <h1>
        {i18n._(collection.label)}: {i18n._(item ? text.editItem : text.newItem)}
      </h1>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        {fields.map(([key, field]) => {
          const label = i18n._(field.label)
          if (field.kind === 'media') return mediaControl(field, label)
          if (field.kind !== 'localised') return control(field.column, label, field)
          const [cn = '', en = ''] = entriesOfField(field)
          return (
            <div className={css.sideBySide} key={key}>
              {control(cn, `${label} (${i18n._(text.chinese)})`, field, 'zh-CN')}
              {control(en, `${label} (${i18n._(text.english)})`, field, 'en')}
            </div>
          )
        })}
        <SaveBar notice={notice} busy={busy} />
      </form>
    </>
  )
}
