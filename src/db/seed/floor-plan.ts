import type { Booth, PlanFeature } from '~/contracts/floor-plan'
import type { BoothType } from '../booth-rules'
import type { BoothStatus } from '../schema-enums'

/**
 * Hall N5 as a plausible plan (issue 27), generated deterministically: the same seed gives the same
 * booths on every machine. The hall is `PLAN_HALL` (120 × 80 m; the seed's test keeps every booth
 * and feature inside it); a stage at the back, five bands of booths with
 * 4 m aisles between them and a 6 m cross aisle down the middle, the entrance, cafe and toilets at
 * the front. Bands A-C are double rows of 3 × 3 m shell-scheme booths, band D (the German Pavilion)
 * 6 × 6 m raw space, band E raw-space islands. Booth numbers match the directory's `N5-A01` style.
 */

type BoothSeed = Pick<Booth, 'number' | 'x' | 'y' | 'width' | 'depth' | 'boothType' | 'placement'>
type FeatureSeed = Omit<PlanFeature, 'id'>

/** Left and right halves of the hall, either side of the cross aisle (x in metres). */
const SEGMENTS = [
  { from: 6, to: 57 },
  { from: 63, to: 114 },
] as const

function band(letter: string, top: number, size: number, boothType: BoothType): BoothSeed[] {
  const out: BoothSeed[] = []
  const perSegment = Math.floor((SEGMENTS[0].to - SEGMENTS[0].from) / size)
  let n = 1
  // Two rows back to back: the front row faces the aisle above, the back row the aisle below.
  for (const rowTop of [top, top + size]) {
    for (const segment of SEGMENTS) {
      for (let i = 0; i < perSegment; i++) {
        out.push({
          number: `${letter}${String(n++).padStart(2, '0')}`,
          x: segment.from + i * size,
          y: rowTop,
          width: size,
          depth: size,
          boothType,
          placement: i === 0 || i === perSegment - 1 ? 'corner' : 'row',
        })
      }
    }
  }
  return out
}

function islands(letter: string, top: number): BoothSeed[] {
  return Array.from({ length: 12 }, (_, i) => ({
    number: `${letter}${String(i + 1).padStart(2, '0')}`,
    x: 6 + i * 9,
    y: top,
    width: 6,
    depth: 6,
    boothType: 'bare_space' as const,
    placement: 'island' as const,
  }))
}

export const boothSeeds: BoothSeed[] = [
  ...band('A', 14, 3, 'standard'),
  ...band('B', 24, 3, 'standard'),
  ...band('C', 34, 3, 'standard'),
  ...band('D', 44, 6, 'bare_space'),
  ...islands('E', 60),
]

export const featureSeeds: FeatureSeed[] = [
  { kind: 'stage', x: 45, y: 2, width: 30, depth: 8 },
  { kind: 'entrance', x: 54, y: 78, width: 12, depth: 2 },
  { kind: 'entrance', x: 0, y: 36, width: 2, depth: 8 },
  { kind: 'cafe', x: 6, y: 70, width: 16, depth: 8 },
  { kind: 'toilets', x: 100, y: 70, width: 14, depth: 8 },
  ...[22, 32, 42, 58].map((y) => ({ kind: 'pillar' as const, x: 59.5, y, width: 1, depth: 1 })),
]

/**
 * The status of a booth nobody holds: mostly free, some held for pending applications, a few
 * blocked (a sprinkler riser, the organiser's own stand). Deterministic by position.
 */
export function unassignedStatus(index: number): BoothStatus {
  if (index % 29 === 7) return 'blocked'
  if (index % 7 === 3) return 'reserved'
  return 'available'
}
