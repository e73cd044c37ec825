import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { type PartnerKind, partner } from '../schema'
import { isShown, type Shown, shownColumns } from './shown.server'

export type { PartnerKind } from '../schema-enums'
export type Partner = Shown<typeof partner.$inferSelect>

/** All shown partners (footer lists) or one kind, in editorial order. */
export async function listPartners(db: Db, kind?: PartnerKind): Promise<Partner[]> {
  return db
    .select(shownColumns(partner))
    .from(partner)
    .where(and(isShown(partner), kind ? eq(partner.kind, kind) : undefined))
    .orderBy(asc(partner.kind), asc(partner.sortOrder), asc(partner.id))
}
