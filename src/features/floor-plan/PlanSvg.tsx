import type { I18n } from '@lingui/core'
import { type FloorPlanDto, HALL_VIEW_BOX, PLAN_HALL, type PlanBooth, type PlanColouring } from '~/contracts/floor-plan'
import { BOOTH_TABLE_ID } from './BoothTable'
import * as css from './FloorPlanPage.css'
import { boothName, featureText } from './floor-plan-text'
import { labelFits } from './floor-plan-view'

export interface PlanMarks {
  colour: PlanColouring
  hits: ReadonlySet<number>
  searching: boolean
  selected: number | undefined
  stars: ReadonlySet<number>
  /** Industry code → the class of its tint. */
  industryTint: ReadonlyMap<string, string>
  hrefOf: (booth: PlanBooth) => string
}

/**
 * The hall drawn on the server: one shape per booth inside a link (keyboard-reachable, named for
 * screen readers), the booth number and, where it fits, the exhibitor's name. Nothing here listens
 * to anything; the page's one delegated listener sits on the viewport.
 */
export function PlanSvg({
  plan,
  marks,
  i18n,
  title,
}: {
  plan: FloorPlanDto
  marks: PlanMarks
  i18n: I18n
  title: string
}) {
  return (
    <svg
      className={css.svg}
      viewBox={HALL_VIEW_BOX}
      // A booth is a few pixels wide on a phone until zoomed: the table below offers each again.
      data-target-equivalent={BOOTH_TABLE_ID}
      data-testid="plan-svg"
    >
      <title>{title}</title>
      <defs>
        <pattern id="p-reserved" width="1" height="1" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="1" height="1" className={css.reservedGround} />
          <line x1="0" y1="0" x2="0" y2="1" className={css.reservedHatch} />
        </pattern>
        <pattern id="p-blocked" width="1" height="1" patternUnits="userSpaceOnUse">
          <rect width="1" height="1" className={css.blockedGround} />
          <path d="M0 0L1 1M1 0L0 1" className={css.blockedCross} />
        </pattern>
      </defs>
      <rect className={css.hall} x={0} y={0} width={PLAN_HALL.width} height={PLAN_HALL.depth} />
      {plan.features.map((feature) => (
        <g key={feature.id}>
          <rect className={css.feature} x={feature.x} y={feature.y} width={feature.width} height={feature.depth} />
          {feature.kind !== 'pillar' ? (
            <text className={css.featureText} x={feature.x + feature.width / 2} y={feature.y + feature.depth / 2 + 0.7}>
              {i18n._(featureText[feature.kind])}
            </text>
          ) : null}
        </g>
      ))}
      {plan.booths.map((booth) => (
        <BoothShape key={booth.id} booth={booth} marks={marks} i18n={i18n} />
      ))}
    </svg>
  )
}

function BoothShape({ booth, marks, i18n }: { booth: PlanBooth; marks: PlanMarks; i18n: I18n }) {
  const hit = marks.hits.has(booth.id) || marks.selected === booth.id
  const industryTint =
    marks.colour === 'industry' && booth.exhibitor?.industry
      ? marks.industryTint.get(booth.exhibitor.industry)
      : undefined
  const shapeClass = [
    css.booth,
    industryTint ?? css.status[booth.status],
    hit ? css.hit : marks.searching ? css.dim : '',
  ]
    .filter(Boolean)
    .join(' ')
  const name = booth.exhibitor?.name ?? ''
  const starred = booth.exhibitor !== null && marks.stars.has(booth.exhibitor.id)
  return (
    <a
      href={marks.hrefOf(booth)}
      className={css.boothLink}
      data-booth={booth.label}
      data-hit={hit ? '' : undefined}
      aria-label={boothName(i18n, booth)}
      aria-current={marks.selected === booth.id ? 'true' : undefined}
    >
      {booth.points ? (
        <polygon className={shapeClass} points={booth.points.map((p) => p.join(',')).join(' ')} />
      ) : (
        <rect className={shapeClass} x={booth.x} y={booth.y} width={booth.width} height={booth.depth} />
      )}
      <text className={css.number} x={booth.x + 0.2} y={booth.y + 1}>
        {booth.number}
      </text>
      {name && labelFits(name, booth.width, 0.62) ? (
        <text className={css.name} x={booth.x + 0.2} y={booth.y + 1.9}>
          {name}
        </text>
      ) : null}
      {starred ? (
        <text className={css.star} x={booth.x + booth.width - 1.3} y={booth.y + booth.depth - 0.3}>
          ★
        </text>
      ) : null}
    </a>
  )
}
