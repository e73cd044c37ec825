import { useLingui } from '@lingui/react'
import { PAGE_PATHS } from '~/routing/page-routes'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import type { MenuProblem } from './contract'
import { MenuTextField, MenuToggle } from './MenuItemFields'
import type { MenuItemEdit, MenuItemValues } from './menu-item-form'
import { problemText, itemText as text } from './menu-item-text'

/** Where the item leads: a page of the route tree, chosen from a list, or an https link. */
export function MenuTargetFields({
  id,
  values,
  problems,
  onEdit,
}: {
  id: string
  values: MenuItemValues
  problems: Record<string, MenuProblem>
  onEdit: MenuItemEdit
}) {
  const { i18n } = useLingui()
  const pathId = `${id}-path`
  const pathProblem = problems.path
  return (
    <fieldset className={css.form}>
      <legend>{i18n._(text.target)}</legend>
      {(['page', 'link'] as const).map((kind) => (
        <label key={kind}>
          <input
            type="radio"
            name={`${id}-kind`}
            value={kind}
            checked={values.kind === kind}
            onChange={() => onEdit('kind', kind)}
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
            onChange={(e) => onEdit('path', e.currentTarget.value)}
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
        <MenuTextField
          id={id}
          entry="outLink"
          label={i18n._(text.link)}
          value={values.outLink}
          problem={problems.outLink}
          onEdit={onEdit}
        />
      )}
      <MenuToggle entry="newWindow" label={i18n._(text.newWindow)} checked={values.newWindow} onEdit={onEdit} />
    </fieldset>
  )
}
