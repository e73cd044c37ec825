import * as v from 'valibot'
import type { BoothType } from '~/db/booth-rules'
import type { BoothPlacement, BoothStatus, HallFeatureKind } from '~/db/schema-enums'
import { KeywordsParam } from './params'

/**
 * The public hall plan (issue 27, ADR 034): what `/floor-plan` reads and the params it takes. The
 * plan is one read per language (about 250 booths); colours and the table's order are worked out
 * from it on the server, search, highlight and stars in the browser (and on the server for a browser
 * without JavaScript, `planDrawnSearch`), so every param works without JavaScript.
 */

/**
 * The hall the site shows and its geometry in metres, declared once: both drawings (the public plan
 * and the back office's editor) draw this outline, the editor keeps a dragged booth inside it, and a
 * save and a booth file are checked against it. Booths stand on a `gridM` grid, each side within
 * `boothSideM`.
 */
export const PLAN_HALL = { hall: 'N5', width: 120, depth: 80, gridM: 0.5, boothSideM: { min: 1, max: 60 } } as const

/** Both drawings' view of the hall: its outline with a metre of margin around it. */
export const HALL_VIEW_BOX = `-1 -1 ${PLAN_HALL.width + 2} ${PLAN_HALL.depth + 2}`

/** A rectangle on the plan in metres, from the hall's top left: a booth, a feature. */
export interface PlanRect {
  x: number
  y: number
  width: number
  depth: number
}

// The rules over this geometry (on the grid, inside the hall, overlaps, a dragged booth fitted) are in
// floor-plan-geometry.ts: only the back office and the server use them, and this module is in every
// public page's entry chunk (the plan's search params), which would carry them too.

export interface PlanExhibitor {
  id: number
  name: string
  country: string
  /** The top-level industry of its first product category: the plan's "by industry" colour. */
  industry: string | null
  /** Product categories by name. */
  products: string[]
  description: string
}

/**
 * A booth as every screen shows it, the public plan and the back office alike: its place and size on
 * the hall's grid, type, placement and status. Each side adds what only it needs (`PlanBooth` the
 * exhibitor's card, the back office's `AdminBooth` the holder's ids and the version).
 */
export interface Booth extends PlanRect {
  id: number
  number: string
  /** As the directory writes it: `N5-A01` (`boothLabel`). */
  label: string
  areaSqm: number
  boothType: BoothType
  placement: BoothPlacement
  status: BoothStatus
}

/** A booth on the public plan: an irregular outline if it has one, and its exhibitor's card. */
export interface PlanBooth extends Booth {
  points: [number, number][] | null
  exhibitor: PlanExhibitor | null
}

/** A booth still for sale, as the become-an-exhibitor page lists it and its form offers it. */
export type AvailableBooth = Pick<Booth, 'label' | 'width' | 'depth' | 'areaSqm' | 'boothType' | 'placement'>

/** A booth's label as the directory, the plan and the audit log write it: hall and number, `N5-A01`. */
export const boothLabel = (hall: string, number: string) => `${hall}-${number}`

/** A stored booth row, as both sides read it (the database's `booth` table has these columns). */
type BoothRow = Omit<Booth, 'label'> & { hall: string }

/** A stored booth as every screen shows it: the one mapping of the row, its label included. */
export const boothOf = (row: BoothRow): Booth => ({
  id: row.id,
  number: row.number,
  label: boothLabel(row.hall, row.number),
  x: row.x,
  y: row.y,
  width: row.width,
  depth: row.depth,
  areaSqm: row.areaSqm,
  boothType: row.boothType,
  placement: row.placement,
  status: row.status,
})

/** A fixed feature of the hall: an entrance, the stage, a pillar. */
export interface PlanFeature extends PlanRect {
  id: number
  kind: HallFeatureKind
}

/** The hall's plan as the public page reads it; its outline is `PLAN_HALL`. */
export interface FloorPlanDto {
  hall: string
  booths: PlanBooth[]
  features: PlanFeature[]
  /** Top-level industries (code, name) in the industry legend's order. */
  industries: { code: string; name: string }[]
}

const PLAN_COLOURINGS = ['status', 'industry'] as const
export type PlanColouring = (typeof PLAN_COLOURINGS)[number]
const PLAN_SORTS = ['number', 'exhibitor', 'area', 'type', 'status'] as const
export type PlanSort = (typeof PLAN_SORTS)[number]

/** A booth label in a link: `N5-A01`. */
const BoothLabel = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,12}$/))
/** Whether a directory entry's booth can be named in a plan link. */
export const isBoothLabel = (value: string) => v.is(BoothLabel, value)
/** Starred exhibitors in a shared link: `?stars=3.17.42` (ids, at most 100). */
const StarsParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}(\.[1-9]\d{0,9}){0,99}$/))

/**
 * `/floor-plan?q=tea&booth=N5-A01&colour=industry&sort=area&dir=desc&stars=3.17`. An empty value (a
 * GET form's untouched field) means none. `nojs=1`: drawn by the server (planDrawnSearch).
 */
export const FloorPlanSearch = v.object({
  q: v.optional(KeywordsParam),
  booth: v.optional(v.union([v.literal(''), BoothLabel])),
  colour: v.optional(v.picklist(PLAN_COLOURINGS)),
  sort: v.optional(v.picklist(PLAN_SORTS)),
  dir: v.optional(v.picklist(['asc', 'desc'])),
  stars: v.optional(v.union([v.literal(''), StarsParam])),
  nojs: v.optional(v.literal('1')),
})
export type FloorPlanSearch = v.InferOutput<typeof FloorPlanSearch>

/** Whether the params mark anything on the plan: a search, an opened booth, shared stars (empty: none). */
const hasPlanMarks = (search: FloorPlanSearch) => Boolean(search.q?.trim() || search.booth || search.stars)

/**
 * The params the server draws the plan with (ADR 034). The marks (a search's matches, the opened
 * booth, shared stars) take unbounded values, and a page per value would fill the shared page cache:
 * so the server draws the one plan without them, the page cache keeps it under that one key, and the
 * browser marks them from the address once it has hydrated. Only `nojs=1`, which the plan's links
 * and search form carry in the server's HTML (what a browser without JavaScript follows), has the
 * server draw the marks too, on a page rendered for that request and never stored.
 */
export function planDrawnSearch(search: FloorPlanSearch): FloorPlanSearch {
  if (search.nojs && hasPlanMarks(search)) return search
  const { q: _q, booth: _booth, stars: _stars, nojs: _nojs, ...drawn } = search
  return drawn
}

/**
 * What a link that opens the plan with marks adds while the page has not hydrated (the server's HTML,
 * all a browser without JavaScript ever has): `nojs=1`, so the server draws the marks. A hydrated
 * page's links go without it, and the browser marks the plan (planDrawnSearch).
 */
export const planNoJsParams = (hydrated: boolean): Pick<FloorPlanSearch, 'nojs'> => (hydrated ? {} : { nojs: '1' })

/** The params the hydrated page shows: the address's marks, and links without `nojs` (the browser marks). */
export function planMarkedSearch(search: FloorPlanSearch): FloorPlanSearch {
  const { nojs: _nojs, ...marked } = search
  return marked
}
