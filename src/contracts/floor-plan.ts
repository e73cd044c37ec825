import * as v from 'valibot'
import type { BoothType } from '~/db/booth-rules'
import type { BoothPlacement, BoothStatus, HallFeatureKind } from '~/db/schema-enums'
import { KeywordsParam } from './params'

/**
 * The public hall plan (issue 27, ADR 034): what `/floor-plan` reads and the params it takes. The
 * plan is one read per language (about 250 booths); search, highlight, colours and the table's order
 * are worked out from it on the server and again in the browser, so every param works without
 * JavaScript.
 */

/** The hall the site shows and its outline in metres (the booths and features lie inside it). */
export const PLAN_HALL = { hall: 'N5', width: 120, depth: 80 } as const

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

export interface PlanBooth {
  id: number
  number: string
  /** As the directory writes it: `N5-A01`. */
  label: string
  x: number
  y: number
  width: number
  depth: number
  points: [number, number][] | null
  areaSqm: number
  boothType: BoothType
  placement: BoothPlacement
  status: BoothStatus
  exhibitor: PlanExhibitor | null
}

/** A booth still for sale, as the become-an-exhibitor page lists it and its form offers it. */
export type AvailableBooth = Pick<PlanBooth, 'label' | 'width' | 'depth' | 'areaSqm' | 'boothType' | 'placement'>

interface PlanFeature {
  id: number
  kind: HallFeatureKind
  x: number
  y: number
  width: number
  depth: number
}

export interface FloorPlanDto {
  hall: string
  width: number
  depth: number
  booths: PlanBooth[]
  features: PlanFeature[]
  /** Top-level industries (code, name) in the industry legend's order. */
  industries: { code: string; name: string }[]
}

const PLAN_COLOURINGS = ['status', 'industry'] as const
export type PlanColouring = (typeof PLAN_COLOURINGS)[number]
const PLAN_SORTS = ['number', 'exhibitor', 'area', 'type', 'status'] as const
export type PlanSort = (typeof PLAN_SORTS)[number]

/** A booth's label as the directory, the plan and the audit log write it: hall and number, `N5-A01`. */
export const boothLabel = (hall: string, number: string) => `${hall}-${number}`

/** A booth label in a link: `N5-A01`. */
const BoothLabel = v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,8}-[A-Za-z0-9]{1,12}$/))
/** Whether a directory entry's booth can be named in a plan link. */
export const isBoothLabel = (value: string) => v.is(BoothLabel, value)
/** Starred exhibitors in a shared link: `?stars=3.17.42` (ids, at most 100). */
const StarsParam = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}(\.[1-9]\d{0,9}){0,99}$/))

/**
 * `/floor-plan?q=tea&booth=N5-A01&colour=industry&sort=area&dir=desc&stars=3.17`. An empty value (a
 * GET form's untouched field) means none.
 */
export const FloorPlanSearch = v.object({
  q: v.optional(KeywordsParam),
  booth: v.optional(v.union([v.literal(''), BoothLabel])),
  colour: v.optional(v.picklist(PLAN_COLOURINGS)),
  sort: v.optional(v.picklist(PLAN_SORTS)),
  dir: v.optional(v.picklist(['asc', 'desc'])),
  stars: v.optional(v.union([v.literal(''), StarsParam])),
})
export type FloorPlanSearch = v.InferOutput<typeof FloorPlanSearch>
