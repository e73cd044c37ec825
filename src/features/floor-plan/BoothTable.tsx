import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import type { FloorPlanSearch, PlanBooth, PlanSort } from '~/contracts/floor-plan'
import { blocks } from '~/features/page-blocks'
import { placementText } from '~/ui/booth-placement-text'
import * as css from './FloorPlanPage.css'
import { boothTypeText, statusText } from './floor-plan-text'
import { PLAN_ROUTE, sortedBooths } from './floor-plan-view'

/** The table's id: the plan names it as the larger equivalent of its small booth targets. */
export const BOOTH_TABLE_ID = 'booth-table'

const text = {
  title: msg`All booths as a table`,
  caption: msg`Booths of Hall N5; the column headings sort the table.`,
  booth: msg`Booth`,
  exhibitor: msg`Exhibitor`,
  area: msg`Area (m²)`,
  type: msg`Type`,
  status: msg`Status`,
  none: msg`—`,
}

const COLUMNS: { sort: PlanSort; label: (typeof text)[keyof typeof text] }[] = [
  { sort: 'number', label: text.booth },
  { sort: 'exhibitor', label: text.exhibitor },
  { sort: 'area', label: text.area },
  { sort: 'type', label: text.type },
  { sort: 'status', label: text.status },
]

/**
 * The accessible alternative to the plan: the same booths in a table, sorted by links (typed search
 * params), so sorting works without JavaScript and every booth opens as it does on the plan.
 */
export function BoothTable({
  booths,
  search,
  hrefOf,
  onBoothClick,
}: {
  booths: PlanBooth[]
  search: FloorPlanSearch
  hrefOf: (booth: PlanBooth) => string
  onBoothClick: (event: MouseEvent<HTMLElement>) => void
}) {
  const { i18n } = useLingui()
  const sort = search.sort ?? 'number'
  const dir = search.dir ?? 'asc'
  return (
    <section className={blocks.section} aria-labelledby="plan-table-title">
      <h2 id="plan-table-title" className={blocks.sectionTitle}>
        {i18n._(text.title)}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: one delegated listener for the booth links inside */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take the keyboard themselves */}
      <div className={blocks.tableScroll} onClick={onBoothClick} id={BOOTH_TABLE_ID} data-testid="plan-table">
        <table className={blocks.table}>
          <caption className={blocks.muted}>{i18n._(text.caption)}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const current = sort === column.sort
                const next = current && dir === 'asc' ? 'desc' : 'asc'
                return (
                  <th
                    key={column.sort}
                    scope="col"
                    aria-sort={current ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <Link
                      from={PLAN_ROUTE}
                      to="."
                      search={{
                        ...search,
                        sort: column.sort === 'number' ? undefined : column.sort,
                        dir: next === 'asc' ? undefined : next,
                      }}
                      resetScroll={false}
                      className={css.sortLink}
                    >
                      {i18n._(column.label)}
                      {current ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </Link>
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>
            {sortedBooths(booths, search).map((booth) => (
              <tr key={booth.id}>
                <td>
                  <a href={hrefOf(booth)} data-booth={booth.label}>
                    {booth.label}
                  </a>
                </td>
                <td>{booth.exhibitor?.name ?? i18n._(text.none)}</td>
                <td>{booth.areaSqm}</td>
                <td>
                  {i18n._(boothTypeText[booth.boothType])}, {i18n._(placementText[booth.placement])}
                </td>
                <td>{i18n._(statusText[booth.status])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
