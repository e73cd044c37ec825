/** The largest media upload accepted, in megabytes (`MEDIA_MAX_MB`, 1 to 200, default 20). */
export function maxUploadMegabytes(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.MEDIA_MAX_MB)
  return Number.isInteger(value) && value > 0 && value <= 200 ? value : 20
}
