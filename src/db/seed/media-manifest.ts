/**
 * Every media file the seed references, with the pixel size it should have, derived from the seed
 * data itself so the list cannot drift from what the pages will request. A later step supplies the
 * files (under public/media, served at /media/...).
 */

import { MEDIA_FOLDERS, type MediaFolder } from '../media-paths'
import { photoSeed, videoSeed } from './gallery'
import { newsSeed } from './news'
import { newsMediaPaths } from './news-body'
import { heroSlideSeed } from './pages'
import { partnerSeed } from './partners'
import { downloadSeed } from './show-review'
import { brandMarkConfigSeed, siteConfigSeed } from './site-config'

type MediaKind = 'image' | 'video' | 'document'

export interface MediaAsset {
  path: string
  kind: MediaKind
  /** Intended pixel size for images and videos; undefined for documents and vector icons. */
  width?: number
  height?: number
}

const VIDEO = /\.(mp4|webm)$/i
const DOCUMENT = /\.(pdf|docx?|xlsx?|zip)$/i
const VECTOR = /\.svg$/i

function describe(path: string, size?: { width: number; height: number }): MediaAsset {
  if (DOCUMENT.test(path)) return { path, kind: 'document' }
  const kind: MediaKind = VIDEO.test(path) ? 'video' : 'image'
  const folder = path.split('/')[2] as MediaFolder
  // Vector icons and the logo scale freely; vector illustrations keep their folder's frame.
  if (VECTOR.test(path) && folder === 'site' && !size) return { path, kind }
  const dimensions = size ?? MEDIA_FOLDERS[folder]
  return dimensions ? { path, kind, width: dimensions.width, height: dimensions.height } : { path, kind }
}

const isMediaPath = (value: string | null | undefined): value is string => !!value?.startsWith('/media/')

function collect(): MediaAsset[] {
  const assets = new Map<string, MediaAsset>()
  const add = (asset: MediaAsset) => {
    if (!assets.has(asset.path)) assets.set(asset.path, asset)
  }
  for (const row of photoSeed) add(describe(row.src, { width: row.width, height: row.height }))
  for (const row of heroSlideSeed) add(describe(row.image, { width: row.width, height: row.height }))
  for (const row of videoSeed) {
    add(describe(row.src))
    add(describe(row.poster))
  }
  for (const seed of newsSeed) for (const path of newsMediaPaths(seed)) add(describe(path))
  for (const row of partnerSeed) if (isMediaPath(row.logo)) add(describe(row.logo))
  for (const row of downloadSeed) add(describe(row.fileUrl))
  for (const entry of [...siteConfigSeed, ...brandMarkConfigSeed])
    if (isMediaPath(entry.value)) add(describe(entry.value))
  return [...assets.values()].sort((a, b) => a.path.localeCompare(b.path))
}

export const mediaManifest: readonly MediaAsset[] = collect()
