import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import * as css from '../ui/admin.css'
import { formatBeijingTime } from '../ui/beijing-time'
import type { CollectionRow } from './contract'
import type { ListShape } from './list-shape'
import { listText } from './list-text'
import type { CollectionName } from './registry'

/**
 * One row of a type's list: its checkbox for a bulk action, picture, title (linked to its form,
 * with the other language and the parent it is filed under), the declared columns, on/off state in
 * words, last edit in Beijing time, and its actions (`actions`).
 */
export function CollectionListRow({
  name,
  shape,
  row,
  label,
  parent,
  chosen,
  onChoose,
  actions,
}: {
  name: CollectionName
  shape: ListShape
  row: CollectionRow
  label: string
  parent: string | undefined
  chosen: boolean
  onChoose: (on: boolean) => void
  actions: ReactNode
}) {
  const { i18n } = useLingui()
  const file = shape.picture ? row.files[shape.picture] : undefined
  const other = shape.other ? row.values[shape.other] : undefined
  return (
    <tr>
      <td className={css.cell}>
        <input
          type="checkbox"
          className={css.checkbox}
          aria-label={i18n._({ ...listText.select, values: { item: label } })}
          checked={chosen}
          onChange={(e) => onChoose(e.currentTarget.checked)}
        />
      </td>
      {shape.picture ? (
        <td className={css.cell}>
          {file ? <img src={file} alt="" width={64} height={48} loading="lazy" className={css.listThumbnail} /> : null}
        </td>
      ) : null}
      <td className={`${css.cell} ${css.titleCell}`}>
        <Link to="/admin/content/$collection/$id" params={{ collection: name, id: String(row.id) }}>
          {label}
        </Link>
        {other ? <span lang="en"> · {other}</span> : null}
        {parent !== undefined ? (
          <span className={css.hint}> · {i18n._({ ...listText.under, values: { parent } })}</span>
        ) : null}
      </td>
      {shape.columns.map((column) => (
        <td key={column.key} className={`${css.cell} ${css.nowrap}`}>
          {row.values[column.entry]}
        </td>
      ))}
      {shape.hideable ? (
        <td className={`${css.cell} ${css.nowrap}`}>
          <span className={css.tag}>{i18n._(row.values.hidden === 'true' ? listText.hidden : listText.shown)}</span>
        </td>
      ) : null}
      <td className={`${css.cell} ${css.nowrap}`}>
        <time dateTime={row.updatedAt}>{formatBeijingTime(i18n, row.updatedAt)}</time>
      </td>
      <td className={`${css.cell} ${css.nowrap}`}>{actions}</td>
    </tr>
  )
}
