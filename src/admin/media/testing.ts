import type { MediaItem } from './contract'

/** A library picture for the media rules' tests (1600×900, described in both languages), with changes. */
export const mediaItem = (over: Partial<MediaItem> = {}): MediaItem => ({
  id: 3,
  kind: 'image',
  fileName: 'hall.jpg',
  contentType: 'image/jpeg',
  bytes: 200_000,
  width: 1600,
  height: 900,
  altCn: '展馆',
  altEn: 'The hall',
  url: '/uploads/hall.jpg',
  thumbnailUrl: '/uploads/hall-480.webp',
  createdAt: '2025-05-01T00:00:00.000Z',
  usedBy: [],
  ...over,
})
