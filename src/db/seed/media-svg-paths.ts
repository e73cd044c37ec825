import { sql } from 'drizzle-orm'
import type { Db } from '../connect.server'

/**
 * The generated media are SVG illustrations (no raster encoder is installable here, see
 * scripts/generate-media.mjs), so the seed now references `.svg`. Databases seeded before that
 * still hold `/media/....jpg|png` paths; this one-off dataset rewrites them, once, and only paths
 * under `/media/` in the folders the generator fills (editors' own uploads elsewhere stay as they are).
 */
const PATTERN = String.raw`(/media/(?:news|photos|posters|partners|qr|site)/[A-Za-z0-9_-]+)\.(?:jpg|png)`
const REPLACEMENT = String.raw`\1.svg`

export async function rewriteMediaPathsToSvg(db: Db): Promise<number> {
  const fix = (column: string) => sql.raw(`${column} = regexp_replace(${column}, '${PATTERN}', '${REPLACEMENT}', 'g')`)
  const statements = [
    sql`update photo set ${fix('src')} where src ~ ${PATTERN}`,
    sql`update video set ${fix('poster')} where poster ~ ${PATTERN}`,
    sql`update partner set ${fix('logo')} where logo ~ ${PATTERN}`,
    sql`update news set ${fix('cover_image')}, ${fix('body_cn')}, ${fix('body_en')} where cover_image ~ ${PATTERN} or body_cn ~ ${PATTERN} or body_en ~ ${PATTERN}`,
    sql`update site_config set ${fix('content')} where content ~ ${PATTERN}`,
  ]
  let changed = 0
  for (const statement of statements) {
    const result = (await db.execute(statement)) as unknown as { affectedRows?: number; rowCount?: number | null }
    changed += result.affectedRows ?? result.rowCount ?? 0
  }
  return changed
}
