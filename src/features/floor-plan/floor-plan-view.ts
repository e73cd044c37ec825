import type { FloorPlanSearch, PlanBooth, PlanSort } from '~/contracts/floor-plan'

/**
 * What the page shows for its params, worked out the same way on the server and in the browser
 * (pure, so the plan renders searched and sorted without JavaScript).
 */

/** The plan's own route, which its links and the search it keeps start `from`. */
export const PLAN_ROUTE = '/{-$locale}/floor-plan'

const fold = (s: string) => s.normalize('NFKC').toLowerCase().trim()

/** Booths whose number, exhibitor, country or products contain the words (every word must match). */
export function matchingBooths(booths: readonly PlanBooth[], query: string | undefined): Set<number> {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
  const out = new Set<number>()
  if (words.length === 0) return out
  for (const booth of booths) {
    const ex = booth.exhibitor
    const haystack = fold(
      [booth.label, booth.number, ex?.name, ex?.country, ex?.description, ...(ex?.products ?? [])].join(' '),
    )
    if (words.every((word) => haystack.includes(word))) out.add(booth.id)
  }
  return out
}

/** The booth a link names (`?booth=N5-A01`, any case). */
export function boothByLabel(booths: readonly PlanBooth[], label: string | undefined): PlanBooth | undefined {
  if (!label) return undefined
  const wanted = label.toUpperCase()
  return booths.find((booth) => booth.label.toUpperCase() === wanted)
}

const STATUS_ORDER = { available: 0, reserved: 1, sold: 2, blocked: 3 } as const
const compare: Record<PlanSort, (a: PlanBooth, b: PlanBooth) => number> = {
  number: (a, b) => a.number.localeCompare(b.number, 'en', { numeric: true }),
  exhibitor: (a, b) => (a.exhibitor?.name ?? '\uffff').localeCompare(b.exhibitor?.name ?? '\uffff'),
  area: (a, b) => a.areaSqm - b.areaSqm,
  type: (a, b) => a.boothType.localeCompare(b.boothType),
  status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
}

/** The table's rows in the order its params ask (ties by booth number). */
export function sortedBooths(booths: readonly PlanBooth[], search: FloorPlanSearch): PlanBooth[] {
  const sort = search.sort ?? 'number'
  const sign = search.dir === 'desc' ? -1 : 1
  return [...booths].sort((a, b) => sign * compare[sort](a, b) || compare.number(a, b))
}

/** The exhibitor ids of a shared star list (`3.17.42`). */
export function starredIds(stars: string | undefined): Set<number> {
  return new Set((stars ?? '').split('.').filter(Boolean).map(Number))
}

/** Whether a line of text at this font size (metres) fits across a booth (CJK characters are square). */
export function labelFits(text: string, width: number, fontSize: number): boolean {
  let ems = 0
  for (const char of text) ems += char.charCodeAt(0) > 0x2e80 ? 1 : 0.58
  return ems * fontSize <= width - 0.4
}
