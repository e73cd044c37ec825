import * as v from 'valibot'
import type { Booth } from '~/contracts/floor-plan'
import { PageParam } from '~/contracts/params'
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  BOOTH_TYPES,
  type BoothType,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from '~/db/schema-enums'
import type { Locale } from '~/i18n/locales'

/** The submissions inbox (roles `sales` and `admin`): booth applications and newsletter subscribers. */

export const INBOX_PAGE_SIZE = 50

const Query = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))), undefined)
/** A calendar day (Beijing time) as the date inputs write it. */
const Day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)
const PageNumber = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999)))
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

const applicationFilterFields = {
  /** Company, contact, e-mail, phone or product. */
  q: Query,
  status: v.fallback(v.optional(v.picklist(APPLICATION_STATUSES)), undefined),
  boothType: v.fallback(v.optional(v.picklist(BOOTH_TYPES)), undefined),
  country: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60))), undefined),
  /** Received on or after this day, on or before `to`. */
  from: Day,
  to: Day,
}

/** The list's search params (strings in the URL; a bad value is dropped, not an error). */
export const ApplicationListFilter = v.object({
  ...applicationFilterFields,
  page: v.fallback(v.optional(PageParam), undefined),
})
export type ApplicationListFilter = v.InferOutput<typeof ApplicationListFilter>

/** The list's server function input and the CSV export's filter. */
export const ApplicationListRequest = v.object({ ...applicationFilterFields, page: PageNumber })
export type ApplicationListRequest = v.InferOutput<typeof ApplicationListRequest>

interface ApplicationRow {
  id: number
  createdAt: string
  companyName: string
  contactName: string
  country: string
  boothType: BoothType
  areaSqm: number
  status: ApplicationStatus
  assigneeEmail: string | null
}

export interface ApplicationListAnswer {
  rows: ApplicationRow[]
  total: number
  page: number
  pageSize: number
  /** Every country applied from, for the filter's choices. */
  countries: string[]
}

export interface ApplicationEvent {
  id: number
  at: string
  actorEmail: string
  kind: 'status' | 'assign' | 'note'
  value: string | null
}

export interface ApplicationDetail extends ApplicationRow {
  version: number
  partnershipIntent: string
  phone: string
  email: string
  productType: string
  lang: Locale
  consentAt: string
  /** The privacy notice the applicant was shown (`application/v2`); null for applications sent before versions. */
  noticeVersion: string | null
  /** Oldest first. */
  events: ApplicationEvent[]
  /** Who it can be assigned to (sales and admin accounts that are not disabled). */
  assignees: string[]
  /** The booths the applicant asked for on the form, as typed (`N5-A12, N5-A13`). */
  preferredBooths: string | null
  /** Booths of the hall plan reserved for this application, and those still free of its type. */
  booths: { held: string[]; available: ReservableBooth[] }
}

/** A free booth of the plan, as the application screen offers it for a reservation. */
type ReservableBooth = Pick<Booth, 'id' | 'label' | 'areaSqm'> & {
  /** Named by the applicant as preferred (listed first, whatever its type). */
  preferred: boolean
}

export const ApplicationIdInput = v.object({ id: Id })

/** One save of the detail screen: the workflow step, the assignee and an optional note. */
export const ApplicationUpdateInput = v.object({
  id: Id,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.picklist(APPLICATION_STATUSES),
  /** An account's e-mail, or null for nobody. */
  assigneeEmail: v.nullable(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254))),
  note: v.pipe(v.string(), v.trim(), v.maxLength(4000)),
  /** A free booth of the plan to reserve for the applicant with this save (issue 27), or none. */
  reserveBoothId: v.optional(v.nullable(Id), null),
})
export type ApplicationUpdateInput = v.InferOutput<typeof ApplicationUpdateInput>

export type ApplicationUpdateAnswer =
  | { ok: true; detail: ApplicationDetail }
  | { ok: false; reason: 'stale'; detail: ApplicationDetail }
  | { ok: false; reason: 'not-found' | 'unknown-assignee' }
  /** The booth was reserved or sold by someone else meanwhile: nothing of the save was written. */
  | { ok: false; reason: 'booth-taken'; detail: ApplicationDetail }

export const SubscriberListFilter = v.object({
  q: Query,
  status: v.fallback(v.optional(v.picklist(SUBSCRIPTION_STATUSES)), undefined),
  page: v.fallback(v.optional(PageParam), undefined),
})
export type SubscriberListFilter = v.InferOutput<typeof SubscriberListFilter>
export const SubscriberListRequest = v.object({
  q: Query,
  status: v.fallback(v.optional(v.picklist(SUBSCRIPTION_STATUSES)), undefined),
  page: PageNumber,
})
export type SubscriberListRequest = v.InferOutput<typeof SubscriberListRequest>

interface SubscriberRow {
  id: number
  name: string
  email: string
  company: string
  position: string
  lang: Locale
  status: SubscriptionStatus
  createdAt: string
  confirmedAt: string | null
  /** The privacy notice agreed to (`subscription/v2`); null for consents recorded before versions. */
  noticeVersion: string | null
}

export interface SubscriberListAnswer {
  rows: SubscriberRow[]
  total: number
  page: number
  pageSize: number
}
