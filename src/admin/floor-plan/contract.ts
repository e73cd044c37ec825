import * as v from 'valibot'
import type { FileProblem } from '~/admin/import/contract'
import { type Booth, PLAN_HALL, type PlanFeature } from '~/contracts/floor-plan'
import { insideHall, onHallGrid } from '~/contracts/floor-plan-geometry'
import { BOOTH_STATUSES } from '~/db/schema-enums'

/**
 * The back office's hall plan (issue 27, ADR 034): what its screen and its server functions exchange.
 * Positions and sizes are metres on the grid inside the hall, both as the public contract declares
 * them (`PLAN_HALL`).
 */

/**
 * What one booth file may hold (ADR 034): a hall is about 250 booths, so a file is tens of
 * kilobytes; these bounds are generous for that and a tenth of the exhibitor import's, so an XLSX
 * that inflates past them is refused before the spreadsheet reader unpacks it.
 */
export const BOOTH_IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxUnpackedBytes: 5 * 1024 * 1024, maxRows: 2_000 }

/** A booth as the editor works on it: the public booth, its holder's ids and the version it was read at. */
export interface AdminBooth extends Booth {
  exhibitorId: number | null
  applicationId: number | null
  version: number
}

/** The hall's plan as the editor reads it; its outline is `PLAN_HALL`. */
export interface AdminPlan {
  hall: string
  booths: AdminBooth[]
  features: PlanFeature[]
  exhibitors: { id: number; name: string }[]
}

const Metres = (max: number, min = 0) =>
  v.pipe(v.number(), v.minValue(min), v.maxValue(max), v.check(onHallGrid, 'grid'))
const Side = Metres(PLAN_HALL.boothSideM.max, PLAN_HALL.boothSideM.min)
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

/** One booth's change: where it is, its size, status and holder, over the version the editor saw. */
export const BoothChange = v.pipe(
  v.object({
    id: Id,
    version: v.pipe(v.number(), v.integer(), v.minValue(1)),
    x: Metres(PLAN_HALL.width - PLAN_HALL.boothSideM.min),
    y: Metres(PLAN_HALL.depth - PLAN_HALL.boothSideM.min),
    width: Side,
    depth: Side,
    status: v.picklist(BOOTH_STATUSES),
    exhibitorId: v.nullable(Id),
  }),
  v.check((c) => insideHall(c), 'outside'),
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
