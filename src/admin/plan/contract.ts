import * as v from 'valibot'
import type { FileProblem } from '~/admin/import/contract'
import type { BoothType } from '~/db/booth-rules'
import { BOOTH_STATUSES, type BoothPlacement, type BoothStatus } from '~/db/schema-enums'

/**
 * The back office's hall plan (issue 27, ADR 034): what its screen and its server functions exchange.
 * Positions and sizes are metres on a 0.5 m grid inside the hall.
 */

export const PLAN_GRID_M = 0.5
export const HALL_BOUNDS = { width: 120, depth: 80 } as const
export const BOOTH_SIZE_M = { min: 1, max: 60 } as const

export interface AdminBooth {
  id: number
  number: string
  label: string
  x: number
  y: number
  width: number
  depth: number
  areaSqm: number
  boothType: BoothType
  placement: BoothPlacement
  status: BoothStatus
  exhibitorId: number | null
  applicationId: number | null
  version: number
}

export interface AdminPlan {
  hall: string
  width: number
  depth: number
  booths: AdminBooth[]
  features: { id: number; kind: string; x: number; y: number; width: number; depth: number }[]
  exhibitors: { id: number; name: string }[]
}

const onGrid = (value: number) => Number.isInteger(value / PLAN_GRID_M)
const Metres = (max: number, min = 0) => v.pipe(v.number(), v.minValue(min), v.maxValue(max), v.check(onGrid, 'grid'))
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/** One booth's change: where it is, its size, status and holder, over the version the editor saw. */
export const BoothChange = v.pipe(
  v.object({
    id: Id,
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    x: Metres(HALL_BOUNDS.width - BOOTH_SIZE_M.min),
    y: Metres(HALL_BOUNDS.depth - BOOTH_SIZE_M.min),
    width: Metres(BOOTH_SIZE_M.max, BOOTH_SIZE_M.min),
    depth: Metres(BOOTH_SIZE_M.max, BOOTH_SIZE_M.min),
    status: v.picklist(BOOTH_STATUSES),
    exhibitorId: v.nullable(Id),
  }),
  v.check((c) => c.x + c.width <= HALL_BOUNDS.width && c.y + c.depth <= HALL_BOUNDS.depth, 'outside'),
  // Only a reserved or sold booth has an exhibitor (the database says so too).
  v.check((c) => c.exhibitorId === null || c.status === 'reserved' || c.status === 'sold', 'holder'),
)
export type BoothChange = v.InferOutput<typeof BoothChange>

export type BoothSaveAnswer =
  | { ok: true; booth: AdminBooth }
  /** Someone saved this booth since it was loaded: the current state, to reload from. */
  | { ok: false; reason: 'conflict'; booth: AdminBooth }
  | { ok: false; reason: 'not-found' | 'unknown-exhibitor' | 'overlap' }

/** The booth import's columns (header row, any order, case-insensitive). */
export const BOOTH_IMPORT_COLUMNS = ['number', 'x', 'y', 'width', 'depth', 'type'] as const
export type BoothImportColumn = (typeof BOOTH_IMPORT_COLUMNS)[number]
export const BOOTH_ROW_PROBLEMS = [
  'required',
  'number',
  'grid',
  'outside',
  'size',
  'type',
  'duplicate',
  'overlap',
] as const
export type BoothRowProblem = (typeof BOOTH_ROW_PROBLEMS)[number]

export interface BoothImportRow {
  row: number
  number: string
  action: 'new' | 'changed' | 'unchanged' | 'error'
  errors: { column: BoothImportColumn; problem: BoothRowProblem; value: string }[]
}

export type BoothImportAnswer =
  | {
      ok: true
      /** Written (`apply`) or what would be (preview). */
      applied: boolean
      rows: BoothImportRow[]
      counts: { new: number; changed: number; unchanged: number; errors: number }
    }
  | { ok: false; file: FileProblem }
