import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { CollectionRow, ParentChoice } from '~/admin/collections/contract'
import { MediaPicker } from '../media/MediaPicker'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { fieldProblemText } from './collection-text'
import { FieldControl } from './FieldControl'
import { entriesOfField, KEEP_MEDIA } from './fields'
import { type CollectionField, type CollectionName, collectionOf } from './registry'
import { useCollectionForm } from './use-collection-form'

const text = {
  back: msg`Back to the list`,
  newItem: msg`New item`,
  editItem: msg`Edit item`,
  chinese: msg`Chinese`,
  english: msg`English`,
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
  const collection = collectionOf(name)
  const { values, setValue, problems, busy, notice, formRef, onSubmit } = useCollectionForm(name, item, justCreated)
  const problemOf = (entry: string) => {
    const problem = problems[entry]
    return problem ? i18n._(fieldProblemText[problem]) : undefined
  }

  const control = (entry: string, label: string, field: CollectionField, lang?: string) => {
    if (field.kind === 'media') {
      const value = values[entry] ?? ''
      return (
        <MediaPicker
          key={entry}
          label={label}
          kind={field.accept}
          value={value === KEEP_MEDIA ? KEEP_MEDIA : value ? Number(value) : null}
          currentPath={item?.files[entry] || null}
          optional={field.optional ?? false}
          problem={problemOf(entry)}
          onChange={(picked) => setValue(entry, picked === null ? '' : String(picked))}
        />
      )
    }
    return (
      <FieldControl
        key={entry}
        id={`${id}-${entry}`}
        label={label}
        field={field}
        lang={lang}
        value={values[entry] ?? ''}
        problem={problemOf(entry)}
        parents={parents[field.column] ?? []}
        itemId={item?.id}
        onChange={(value) => setValue(entry, value)}
      />
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
        {Object.entries(collection.fields).map(([key, field]) => {
          const label = i18n._(field.label)
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
