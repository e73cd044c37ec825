/**
 * Media files are referenced by site-relative paths under /media; real files are supplied by a later
 * step (see media-manifest.ts for the full list with intended pixel sizes).
 */
export const MEDIA_FOLDERS = {
  news: { width: 1200, height: 675 },
  photos: { width: 1600, height: 1067 },
  posters: { width: 1280, height: 720 },
  videos: { width: 1280, height: 720 },
  partners: { width: 240, height: 120 },
  qr: { width: 258, height: 258 },
  site: { width: 400, height: 400 },
  downloads: undefined,
} as const

export type MediaFolder = keyof typeof MEDIA_FOLDERS

export function mediaPath(folder: MediaFolder, file: string): string {
  return `/media/${folder}/${file}`
}
