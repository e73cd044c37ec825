import { useLingui } from '@lingui/react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { MenuEditorItem, MenuProblem } from '~/admin/menu/contract'
import * as css from '../ui/admin.css'
import { SaveBar } from '../ui/SaveBar'
import { useSave } from '../ui/use-save'
import { MenuTextField, MenuToggle } from './MenuItemFields'
import { MenuTargetFields } from './MenuTargetFields'
import { saveMenuEntry } from './menu.functions'
import {
  initialMenuItemValues,
  type MenuEditing,
  type MenuItemEdit,
  menuItemHeading,
  menuItemOutcome,
  menuItemProblems,
  menuItemRequest,
} from './menu-item-form'
import { itemText as text } from './menu-item-text'

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
  const [values, setValues] = useState(() => initialMenuItemValues(editing))
  const [problems, setProblems] = useState<Record<string, MenuProblem>>({})
  const { run, busy, notice, formRef } = useSave({
    save: (data: ReturnType<typeof menuItemRequest>) => saveMenuEntry({ data }),
    outcome: (answer) => {
      setProblems(menuItemProblems(answer))
      return menuItemOutcome(answer)
    },
    onSaved: () => onDone(true),
    failed: text.failed,
  })
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => first.current?.focus(), [])

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    void run(menuItemRequest(editing, values))
  }
  const edit: MenuItemEdit = (key, value) => setValues((current) => ({ ...current, [key]: value }))
  const title = (entry: 'titleCn' | 'titleEn', language: typeof text.chinese, lang: string) => (
    <MenuTextField
      id={id}
      ref={entry === 'titleCn' ? first : undefined}
      entry={entry}
      label={`${i18n._(text.label)} (${i18n._(language)})`}
      lang={lang}
      value={values[entry]}
      problem={problems[entry]}
      onEdit={edit}
    />
  )

  return (
    <section className={css.panel} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{i18n._(menuItemHeading(editing, titleOf))}</h2>
      <form ref={formRef} className={css.form} onSubmit={onSubmit} noValidate>
        <div className={css.sideBySide}>
          {title('titleCn', text.chinese, 'zh-CN')}
          {title('titleEn', text.english, 'en')}
        </div>
        <MenuTargetFields id={id} values={values} problems={problems} onEdit={edit} />
        <div>
          <MenuToggle
            entry="hidden"
            label={i18n._(text.hidden)}
            describedBy={`${id}-hidden-hint`}
            checked={values.hidden}
            onEdit={edit}
          />
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
