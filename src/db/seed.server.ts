/**
 * Seeding: each dataset is applied at most once per database, recorded in `seed_history`, and only
 * into an empty table (content loaded by other means is never mixed with seed rows). Each dataset
 * goes in its own transaction together with its history row, so a crash mid-seed leaves nothing
 * half-applied, and concurrent starters cannot both apply it (the history insert conflicts).
 */
import { count, eq } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { assertMenuTargets } from '~/routing/menu-targets'
import type { Db } from './connect.server'
import { newsValues } from './repositories/news.server'
import { type ConfigEntryInput, configEntryValues } from './repositories/site-config.server'
import { resanitizeStoredRichHtml } from './resanitize-rich-html.server'
import {
  award,
  booth,
  boothType,
  download,
  exhibitor,
  heroSlide,
  hotel,
  industry,
  menuItem,
  news,
  partner,
  photo,
  privacyNotice,
  seedHistory,
  siteConfig,
  statistic,
  testimonial,
  transportRoute,
  video,
} from './schema'
import { exhibitorSeed } from './seed/exhibitors'
import { seedFloorPlan } from './seed/floor-plan.server'
import { photoSeed, videoSeed } from './seed/gallery'
import { industrySeed } from './seed/industries'
import { rewriteIllustrationsToWebp, rewriteMediaPathsToSvg } from './seed/media-path-rewrites'
import { menuSeed } from './seed/menu'
import { newsSeed } from './seed/news'
import { toNewsInput } from './seed/news-body'
import { heroSlideSeed, pageConfigSeed } from './seed/pages'
import { partnerSeed } from './seed/partners'
import { privacyNoticeSeed } from './seed/privacy-notices'
import { awardSeed, downloadSeed, statisticSeed, testimonialSeed } from './seed/show-review'
import { brandMarkConfigSeed, nextEditionConfigSeed, registrationConfigSeed, siteConfigSeed } from './seed/site-config'
import { rewriteSeededVideosToWebm } from './seed/video-webm-paths'
import { boothTypeSeed, hotelSeed, transportSeed } from './seed/visitor-info'

/** Config entries added after the first seed: inserted where their code is not there yet. */
function configEntries(name: string, entries: ConfigEntryInput[]): Dataset {
  return {
    name,
    apply: async (db) => {
      const inserted = await db
        .insert(siteConfig)
        .values(entries.map(configEntryValues))
        .onConflictDoNothing()
        .returning({ code: siteConfig.code })
      return inserted.length
    },
  }
}

interface Dataset {
  name: string
  /**
   * The table whose emptiness decides whether the seed may go in. Absent for additive datasets
   * (new rows or fixes for a table that already holds content), which go in once regardless.
   */
  table?: PgTable
  /** Inserts the rows and returns how many. */
  apply(db: Db): Promise<number>
}

export interface SeedReport {
  applied: string[]
  skipped: string[]
}

/** Plain row lists: one multi-row INSERT each. */
function rows<T extends PgTable>(name: string, table: T, values: T['$inferInsert'][]): Dataset {
  return {
    name,
    table,
    apply: async (db) => {
      await db.insert(table).values(values)
      return values.length
    },
  }
}

/**
 * Parents before children, one row at a time so each child gets its parent's generated id (a
 * multi-row RETURNING does not promise row order). Trees here are a few dozen rows.
 */
async function insertTree<T extends { children?: readonly T[] | undefined }>(
  nodes: readonly T[],
  insertOne: (node: T, parentId: number | null, sortOrder: number) => Promise<number>,
  parentId: number | null = null,
): Promise<number> {
  let inserted = 0
  for (const [index, node] of nodes.entries()) {
    const id = await insertOne(node, parentId, index + 1)
    inserted += 1 + (await insertTree(node.children ?? [], insertOne, id))
  }
  return inserted
}

/** A fix, not content: it counts as applied (one step) even when a fresh database needed no change. */
function fix(name: string, run: (db: Db) => Promise<number>): Dataset {
  return { name, apply: async (db) => Math.max(1, await run(db)) }
}

async function returnedId(result: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await result
  if (!row) throw new Error('insert returned no id')
  return row.id
}

const datasets: Dataset[] = [
  rows('site_config', siteConfig, siteConfigSeed.map(configEntryValues)),
  {
    name: 'menu_item',
    table: menuItem,
    apply: (db) => {
      // A target the route tree does not have is refused before anything is written.
      assertMenuTargets(menuSeed)
      return insertTree(menuSeed, (item, parentId, sortOrder) =>
        returnedId(
          db
            .insert(menuItem)
            .values({
              parentId,
              path: item.path,
              titleCn: item.cn,
              titleEn: item.en,
              outLink: item.outLink ?? null,
              target: item.target ?? null,
              sortOrder,
            })
            .returning({ id: menuItem.id }),
        ),
      )
    },
  },
  {
    name: 'industry',
    table: industry,
    apply: (db) =>
      insertTree(industrySeed, (item, parentId, sortOrder) =>
        returnedId(
          db
            .insert(industry)
            .values({ parentId, code: item.code, nameCn: item.cn, nameEn: item.en, sortOrder })
            .returning({ id: industry.id }),
        ),
      ),
  },
  rows('news', news, newsSeed.map(toNewsInput).map(newsValues)),
  rows('partner', partner, partnerSeed),
  rows('exhibitor', exhibitor, exhibitorSeed),
  rows('photo', photo, photoSeed),
  rows('video', video, videoSeed),
  rows('hotel', hotel, hotelSeed),
  rows('transport_route', transportRoute, transportSeed),
  rows('booth_type', boothType, boothTypeSeed),
  rows('award', award, awardSeed),
  rows('download', download, downloadSeed),
  rows('testimonial', testimonial, testimonialSeed),
  rows('statistic', statistic, statisticSeed),
  // Additive datasets: applied once to databases seeded before they existed (no emptiness check).
  configEntries('site_config_pages', pageConfigSeed),
  // Hero slides were photos of album `hero` (dataset `photo_hero`) until they got their own table;
  // migration 0018 moved those, so this goes only into a database that has none.
  rows('hero_slide', heroSlide, heroSlideSeed),
  fix('media_svg_paths', rewriteMediaPathsToSvg),
  fix('video_webm_paths', rewriteSeededVideosToWebm),
  fix('media_webp_paths', rewriteIllustrationsToWebp),
  configEntries('site_config_brand_mark', brandMarkConfigSeed),
  configEntries('site_config_registration', registrationConfigSeed),
  configEntries('site_config_next_edition', nextEditionConfigSeed),
  // Hall N5's plan (issue 27): after the exhibitors, whose booth labels it sells.
  { name: 'hall_floor_plan', table: booth, apply: seedFloorPlan },
  // Each form's own privacy notice, version 1 (ADR 037): only into a table no one has written yet.
  rows('privacy_notice', privacyNotice, [...privacyNoticeSeed]),
  // Last: whatever the steps above or earlier versions stored goes through today's sanitiser once.
  fix('rich_html_resanitised', resanitizeStoredRichHtml),
]

export const SEED_DATASETS: readonly string[] = datasets.map((dataset) => dataset.name)

export async function seedDatabase(db: Db): Promise<SeedReport> {
  const report: SeedReport = { applied: [], skipped: [] }
  for (const dataset of datasets) {
    const applied = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(seedHistory)
        .values({ dataset: dataset.name })
        .onConflictDoNothing()
        .returning({ dataset: seedHistory.dataset })
      if (claimed.length === 0) return false
      const [existing] = dataset.table ? await tx.select({ rows: count() }).from(dataset.table) : []
      // Content that arrived another way stays untouched; the claim still records the decision.
      const inserted = (existing?.rows ?? 0) > 0 ? 0 : await dataset.apply(tx)
      await tx
        .update(seedHistory)
        .set({ details: { rows: inserted } })
        .where(eq(seedHistory.dataset, dataset.name))
      return inserted > 0
    })
    ;(applied ? report.applied : report.skipped).push(dataset.name)
  }
  return report
}
