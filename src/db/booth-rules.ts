/**
 * Booth types and their minimum areas (spec section 9). Pure and import-safe from client code, so the
 * apply form, its valibot contract, the seed and the database CHECK constraint share one source.
 */
export const BOOTH_TYPES = ['standard', 'bare_space'] as const
export type BoothType = (typeof BOOTH_TYPES)[number]

export const BOOTH_MIN_AREA_SQM: Readonly<Record<BoothType, number>> = {
  standard: 9,
  bare_space: 36,
}

export function isBoothAreaAllowed(boothType: BoothType, areaSqm: number): boolean {
  return Number.isInteger(areaSqm) && areaSqm >= BOOTH_MIN_AREA_SQM[boothType]
}
