import type { ReactNode } from 'react'
import * as css from '~/ui/blocks.css'
import { visuallyHidden } from '~/ui/primitives.css'

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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region takes keyboard focus so it can be scrolled without a mouse (WCAG 2.1.1, axe scrollable-region-focusable)
    <section className={css.tableScroll} tabIndex={0} aria-labelledby={labelledBy}>
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
    </section>
  )
}
