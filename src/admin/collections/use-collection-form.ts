import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import type { CollectionRow, FieldProblem } from '~/admin/collections/contract'
import { useSave } from '../ui/use-save'
import { saveCollectionItem } from './collections.functions'
import { emptyForm } from './fields'
import { type CollectionName, collectionOf } from './registry'

const text = {
  saved: msg`Saved. The public pages show it within seconds.`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  notFound: msg`This item no longer exists.`,
  failed: msg`The item could not be saved. What you typed is still here; please try again.`,
}

/**
 * A content type's form state: its entries' values (empty for a new item), the server's problems by
 * entry, and the save. A new item's first save moves to its own address (`?created=1`), and the
 * page there says so; what was typed stays when a save is refused or fails.
 */
export function useCollectionForm(name: CollectionName, item: CollectionRow | null, justCreated: boolean) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const [values, setValues] = useState<Record<string, string>>(
    () => item?.values ?? emptyForm(collectionOf(name).fields),
  )
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({})
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
  const setValue = (entry: string, value: string) => setValues((current) => ({ ...current, [entry]: value }))
  return { values, setValue, problems, busy, notice, formRef, onSubmit }
}
