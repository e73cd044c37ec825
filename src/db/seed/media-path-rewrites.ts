import { sql } from 'drizzle-orm'
import type { Db } from '../connect.server'

/**
 * One-off rewrites of the generated media's paths in databases seeded before the generator changed
 * the files' format (scripts/generate-media.mjs). Only paths under `/media/` in the folders the
 * generator fills are touched: editors' own uploads (under `/uploads/`) stay as they are.
 */
interface MediaPathRewrite {
  /** Matches a whole path, its stem captured as `\1`. */
  pattern: string
  replacement: string
}

async function rewriteMediaPaths(db: Db, { pattern, replacement }: MediaPathRewrite): Promise<number> {
  const fix = (column: string) => sql.raw(`${column} = regexp_replace(${column}, '${pattern}', '${replacement}', 'g')`)
  const statements = [
    sql`update photo set ${fix('src')} where src ~ ${pattern}`,
    sql`update hero_slide set ${fix('image')} where image ~ ${pattern}`,
    sql`update video set ${fix('poster')} where poster ~ ${pattern}`,
    sql`update partner set ${fix('logo')} where logo ~ ${pattern}`,
    sql`update news set ${fix('cover_image')}, ${fix('body_cn')}, ${fix('body_en')} where cover_image ~ ${pattern} or body_cn ~ ${pattern} or body_en ~ ${pattern}`,
    sql`update site_config set ${fix('content')} where content ~ ${pattern}`,
  ]
  let changed = 0
  for (const statement of statements) {
    const result = (await db.execute(statement)) as unknown as { affectedRows?: number; rowCount?: number | null }
    changed += result.affectedRows ?? result.rowCount ?? 0
  }
  return changed
}

/** The generated pictures were JPEG/PNG paths (never real files), then SVG illustrations. */
export const rewriteMediaPathsToSvg = (db: Db) =>
  rewriteMediaPaths(db, {
    pattern: String.raw`(/media/(?:news|photos|posters|partners|qr|site)/[A-Za-z0-9_-]+)\.(?:jpg|png)`,
    replacement: String.raw`\1.svg`,
  })

/**
 * Then the photos and news pictures became WebP encodings of those illustrations: what editors
 * upload there is raster too, and each SVG picture is built on the main thread (ADR 036).
 */
export const rewriteIllustrationsToWebp = (db: Db) =>
  rewriteMediaPaths(db, {
    pattern: String.raw`(/media/(?:news|photos)/[A-Za-z0-9_-]+)\.svg`,
    replacement: String.raw`\1.webp`,
  })
