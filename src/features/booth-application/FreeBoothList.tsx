import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { BoothTypeDto } from '~/contracts/content'
import type { AvailableBooth } from '~/contracts/floor-plan'
import { blocks, formatNumber } from '~/features/page-blocks'
import { useLocale } from '~/routing/locale'
import { placementText } from '~/ui/booth-placement-text'
import * as css from './ApplyForm.css'
import { FREE_BOOTH_LIST_PART } from './booth-form.shared'

/** One list on the page: its caption names its scrolling box. */
const CAPTION_ID = 'free-booths-caption'

const text = {
  list: msg`List the free booths with their size and type`,
  caption: msg`Free booths in Hall N5`,
  booth: msg`Booth`,
  type: msg`Type`,
  size: msg`Size (m)`,
  area: msg`Area (m²)`,
  position: msg`Position`,
}

export interface FreeBoothsProps {
  booths: readonly AvailableBooth[]
  /** The booth types, by whose names the list calls each booth's type. */
  boothTypes: readonly BoothTypeDto[]
}

/**
 * The free booths with size, type and position, behind a native disclosure: it opens before the
 * page hydrates and moves nothing while closed; its code loads only when a visitor reaches for it.
 */
export function FreeBoothList({ booths, boothTypes }: FreeBoothsProps) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const typeName = new Map(boothTypes.map((type) => [type.code, type.name]))
  return (
    <details data-part={FREE_BOOTH_LIST_PART} data-testid="available-booths">
      <summary>{i18n._(text.list)}</summary>
      <section
        className={`${blocks.tableScroll} ${css.freeBoothScroll}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached and scrolled by keyboard
        tabIndex={0}
        aria-labelledby={CAPTION_ID}
      >
        <table className={blocks.table}>
          <caption id={CAPTION_ID} className={blocks.muted}>
            {i18n._(text.caption)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{i18n._(text.booth)}</th>
              <th scope="col">{i18n._(text.type)}</th>
              <th scope="col">{i18n._(text.size)}</th>
              <th scope="col">{i18n._(text.area)}</th>
              <th scope="col">{i18n._(text.position)}</th>
            </tr>
          </thead>
          <tbody>
            {booths.map((booth) => (
              <tr key={booth.label}>
                <th scope="row" className={blocks.noWrap}>
                  {booth.label}
                </th>
                <td>{typeName.get(booth.boothType) ?? booth.boothType}</td>
                <td className={blocks.noWrap}>
                  {formatNumber(locale, booth.width)} × {formatNumber(locale, booth.depth)}
                </td>
                <td>{formatNumber(locale, booth.areaSqm)}</td>
                <td>{i18n._(placementText[booth.placement])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  )
}
