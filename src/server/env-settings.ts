/** A non-negative number setting from the environment; empty, malformed or negative means the default. */
export function envNumber(raw: string | undefined, fallback: number): number {
  const value = Number(raw)
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback
}

/** A feature switch that is on unless set to 0, off, false or no. */
export function envSwitch(raw: string | undefined): boolean {
  return !/^(0|off|false|no)$/i.test(raw?.trim() ?? '')
}
