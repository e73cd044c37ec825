import * as v from 'valibot'
import { droppedWhenInvalid, PageParam } from '~/contracts/params'
import { REGION_CODES } from '~/contracts/registration-regions'
import { type RegistrationStatus, VISITOR_TYPES, type VisitorType } from '~/db/schema-enums'

export const VISITORS_PAGE_SIZE = 50

const filterFields = {
  q: droppedWhenInvalid(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  type: droppedWhenInvalid(v.picklist(VISITOR_TYPES)),
  country: droppedWhenInvalid(v.picklist(REGION_CODES)),
  interest: droppedWhenInvalid(v.pipe(v.string(), v.regex(/^[\w.-]{1,60}$/))),
  checkedIn: droppedWhenInvalid(v.picklist(['yes', 'no'])),
}

/** The visitors list's filter as the address bar carries it (a bad value means "no filter"). */
export const VisitorListFilter = v.object({ ...filterFields, page: droppedWhenInvalid(PageParam) })
export type VisitorListFilter = v.InferOutput<typeof VisitorListFilter>
export const VisitorListRequest = v.object({
  ...filterFields,
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999))),
})
export type VisitorListRequest = v.InferOutput<typeof VisitorListRequest>

export const VisitorIdInput = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
})

/**
 * Why a resend, cancellation or erasure was refused: the registration as it is now, which a
 * colleague may have changed since the list was drawn.
 */
export type VisitorRefusal = 'not-found' | 'cancelled' | 'erased' | 'no-email'
export type VisitorActionAnswer = { ok: true } | { ok: false; reason: VisitorRefusal }

export interface VisitorRow {
  id: number
  name: string | null
  email: string | null
  mobile: string | null
  company: string | null
  jobTitle: string | null
  country: string
  province: string | null
  visitorType: VisitorType
  interests: string[]
  status: RegistrationStatus
  createdAt: string
  checkedInAt: string | null
  purged: boolean
}

export interface VisitorListAnswer {
  rows: VisitorRow[]
  total: number
  page: number
  pageSize: number
}

/** The dashboard's figures: registrations per day before the show against the last edition, by type. */
export interface VisitorFigures {
  edition: string
  previousEdition: string | null
  total: number
  checkedIn: number
  /** Days before the show's first day (0 = the first day), oldest first, with both editions' counts. */
  perDay: { daysBefore: number; count: number; previous: number }[]
  byType: { type: VisitorType; count: number }[]
  /** The most frequent countries and regions (ISO code), and provinces of the Chinese mainland (GB/T 2260). */
  byCountry: FigureRow[]
  byProvince: FigureRow[]
  /** The most chosen product interests, with the industry's names. */
  byInterest: (FigureRow & { nameCn: string; nameEn: string })[]
  /** During the show: first check-ins per hour (Beijing time, `2025-06-11 09`) and per gate. */
  checkInsPerHour: FigureRow[]
  checkInsByGate: FigureRow[]
}

/** One bar of a chart: what it counts (a code, an hour, a gate's name) and how many. */
export interface FigureRow {
  key: string
  count: number
}

/** Bars per chart: the rest are few and would make the charts long. */
export const TOP_ROWS = 10
