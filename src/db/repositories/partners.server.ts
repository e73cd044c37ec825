import { asc, eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { type PartnerKind, partner } from '../schema'

export type { PartnerKind } from '../schema-enums'
export type Partner = typeof partner.$inferSelect

/** All partners (footer lists) or one kind, in editorial order. */
export async function listPartners(db: Db, kind?: PartnerKind): Promise<Partner[]> {
  return db
    .select()
    .from(partner)
    .where(kind ? eq(partner.kind, kind) : undefined)
    .orderBy(asc(partner.kind), asc(partner.sortOrder), asc(partner.id))
}
