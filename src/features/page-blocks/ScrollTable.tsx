import type { ReactNode } from 'react'
import { visuallyHidden } from '~/ui/primitives.css'
import * as css from './blocks.css'

/** A column heading; `{ hidden }` is read by screen readers only (e.g. a column of download links). */
export type ColumnLabel = string | { hidden: string }

/**
 * A data table in a focusable region that scrolls sideways on narrow screens, labelled by the
 * heading of its section; rows are the children (the `<tbody>` content).
 */
export function ScrollTable({
  labelledBy,
  columns,
  testId,
  children,
}: {
  labelledBy: string
  columns: readonly ColumnLabel[]
  testId?: string
  children: ReactNode
}) {
  return (
    <div className={css.tableScroll} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      <table className={css.table} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.hidden} scope="col">
                  <span className={visuallyHidden}>{column.hidden}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
