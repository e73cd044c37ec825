/**
 * The share card: a committed JPEG (scripts/make-share-card.mjs) for WeChat and Open Graph cards of
 * pages without a raster picture of their own; share cards do not show SVG, which most generated
 * pictures of this site are.
 */
export const SHARE_CARD = { src: '/media/share/share-card.jpg', width: 1200, height: 630 } as const

/** A picture share cards can show: the given one when it is a raster image, else the share card. */
export function shareImage(src: string | null | undefined): string {
  return src && /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(src) ? src : SHARE_CARD.src
}
