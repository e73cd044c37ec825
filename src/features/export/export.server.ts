import { asc } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { boothApplication, newsletterSubscription } from '~/db/schema'
import { toCsv } from './csv'

export const EXPORTS = ['subscriptions', 'applications'] as const
export type ExportKind = (typeof EXPORTS)[number]

/** The organiser's data out of whichever database is configured, oldest first. */
export async function exportCsv(db: Db, kind: ExportKind): Promise<{ csv: string; rows: number }> {
  if (kind === 'subscriptions') {
    const rows = await db.select().from(newsletterSubscription).orderBy(asc(newsletterSubscription.id))
    return {
      rows: rows.length,
      csv: toCsv(
        ['id', 'name', 'email', 'company', 'position', 'language', 'consent_at', 'created_at'],
        rows.map((r) => [r.id, r.truename, r.email, r.company, r.position, r.lang, r.consentAt, r.createdAt]),
      ),
    }
  }
  const rows = await db.select().from(boothApplication).orderBy(asc(boothApplication.id))
  return {
    rows: rows.length,
    csv: toCsv(
      [
        'id',
        'partnership_intent',
        'country',
        'company_name',
        'contact_name',
        'phone',
        'email',
        'product_type',
        'booth_type',
        'area_sqm',
        'language',
        'consent_at',
        'created_at',
      ],
      rows.map((r) => [
        r.id,
        r.partnershipIntent,
        r.country,
        r.companyName,
        r.contactName,
        r.phone,
        r.email,
        r.productType,
        r.boothType,
        r.areaSqm,
        r.lang,
        r.consentAt,
        r.createdAt,
      ]),
    ),
  }
}
