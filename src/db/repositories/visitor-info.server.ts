import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { boothType, hotel, TRANSPORT_MODES, type TransportMode, transportRoute } from '../schema'
import { isShown, type Shown, shownColumns } from './shown.server'

export type Hotel = Shown<typeof hotel.$inferSelect>
export type { TransportMode } from '../schema-enums'
export type TransportRoute = Shown<typeof transportRoute.$inferSelect>
export type BoothTypeRow = typeof boothType.$inferSelect

export async function listHotels(db: Db): Promise<Hotel[]> {
  return db.select(shownColumns(hotel)).from(hotel).where(isShown(hotel)).orderBy(asc(hotel.sortOrder), asc(hotel.id))
}

/** Routes grouped by mode in the order of TRANSPORT_MODES, then editorial order. */
export async function listTransport(db: Db, mode?: TransportMode): Promise<TransportRoute[]> {
  const rows = await db
    .select(shownColumns(transportRoute))
    .from(transportRoute)
    .where(and(isShown(transportRoute), mode ? eq(transportRoute.mode, mode) : undefined))
    .orderBy(asc(transportRoute.sortOrder), asc(transportRoute.id))
  return rows.sort((a, b) => TRANSPORT_MODES.indexOf(a.mode) - TRANSPORT_MODES.indexOf(b.mode))
}

export async function listBoothTypes(db: Db): Promise<BoothTypeRow[]> {
  return db.select().from(boothType).orderBy(asc(boothType.sortOrder))
}
