import { asc, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { boothApplication, newsletterSubscription } from '~/db/schema'
import { toCsv } from './csv'

export const EXPORTS = ['subscriptions', 'applications'] as const
export type ExportKind = (typeof EXPORTS)[number]

/** One CSV column: its header and how a row gives its value. */
type Columns<Row> = readonly (readonly [header: string, value: (row: Row) => unknown])[]

type Subscription = typeof newsletterSubscription.$inferSelect
type Application = typeof boothApplication.$inferSelect

const SUBSCRIPTION_COLUMNS: Columns<Subscription> = [
  ['id', (r) => r.id],
  ['name', (r) => r.truename],
  ['email', (r) => r.email],
  ['company', (r) => r.company],
  ['position', (r) => r.position],
  ['language', (r) => r.lang],
  ['status', (r) => r.status],
  ['consent_at', (r) => r.consentAt],
  ['confirmed_at', (r) => r.confirmedAt],
  ['created_at', (r) => r.createdAt],
]

const APPLICATION_COLUMNS: Columns<Application> = [
  ['id', (r) => r.id],
  ['partnership_intent', (r) => r.partnershipIntent],
  ['country', (r) => r.country],
  ['company_name', (r) => r.companyName],
  ['contact_name', (r) => r.contactName],
  ['phone', (r) => r.phone],
  ['email', (r) => r.email],
  ['product_type', (r) => r.productType],
  ['booth_type', (r) => r.boothType],
  ['area_sqm', (r) => r.areaSqm],
  ['preferred_booths', (r) => r.preferredBooths ?? ''],
  ['language', (r) => r.lang],
  ['consent_at', (r) => r.consentAt],
  ['created_at', (r) => r.createdAt],
  ['status', (r) => r.status],
]

function csvOf<Row>(rows: Row[], columns: Columns<Row>): { csv: string; rows: number } {
  return {
    rows: rows.length,
    csv: toCsv(
      columns.map(([header]) => header),
      rows.map((row) => columns.map(([, value]) => value(row))),
    ),
  }
}

/**
 * The organiser's data out of whichever database is configured, oldest first: the command line's
 * export and the back office's (which passes the inbox's current filter) are this one function.
 */
export async function exportCsv(db: Db, kind: ExportKind, where?: SQL): Promise<{ csv: string; rows: number }> {
  if (kind === 'subscriptions') {
    const rows = await db.select().from(newsletterSubscription).where(where).orderBy(asc(newsletterSubscription.id))
    return csvOf(rows, SUBSCRIPTION_COLUMNS)
  }
  const rows = await db.select().from(boothApplication).where(where).orderBy(asc(boothApplication.id))
  return csvOf(rows, APPLICATION_COLUMNS)
}
