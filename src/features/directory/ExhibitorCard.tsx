import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { ExhibitorDto } from '~/contracts/content'
import { type FloorPlanSearch, isBoothLabel } from '~/contracts/floor-plan'
import { blocks, ExternalLink, msgWith } from '~/features/page-blocks'
import { useLocaleParams } from '~/routing/locale'
import * as css from './DirectoryPage.css'

const text = {
  booth: msg`Booth {booth}`,
  showOnPlan: msg`Show {booth} on the hall plan`,
  germanPavilion: msg`German Pavilion`,
  website: msg`Website`,
}

/**
 * One exhibitor of the results: country, booth, products and the way to its booth on the hall plan
 * (`noJsPlan`: what the plan link adds before hydration, so the server opens the booth).
 */
export function ExhibitorCard({
  ex,
  industryName,
  noJsPlan,
}: {
  ex: ExhibitorDto
  industryName: ReadonlyMap<string, string>
  noJsPlan: Pick<FloorPlanSearch, 'nojs'>
}) {
  const { i18n } = useLingui()
  const localeParams = useLocaleParams()
  return (
    <li className={blocks.card}>
      <h3 className={css.exhibitorName}>{ex.name}</h3>
      <p className={`${css.meta} ${blocks.flush}`}>
        <span>{ex.country}</span>
        <span aria-hidden="true">·</span>
        <span>{msgWith(i18n, text.booth, { booth: ex.booth })}</span>
        {ex.germanPavilion ? <span className={css.pavilionTag}>{i18n._(text.germanPavilion)}</span> : null}
      </p>
      <p className={blocks.muted}>{ex.description}</p>
      <p className={`${css.meta} ${blocks.flush}`}>
        {ex.industryCodes.map((code) =>
          industryName.has(code) ? (
            <span key={code} className={blocks.tag}>
              {industryName.get(code)}
            </span>
          ) : null,
        )}
      </p>
      <p className={`${css.meta} ${blocks.flush}`}>
        {isBoothLabel(ex.booth) ? (
          <Link to="/{-$locale}/floor-plan" params={localeParams} search={{ booth: ex.booth, ...noJsPlan }}>
            {msgWith(i18n, text.showOnPlan, { booth: ex.booth })}
          </Link>
        ) : null}
        <ExternalLink href={ex.website}>{i18n._(text.website)}</ExternalLink>
      </p>
    </li>
  )
}
