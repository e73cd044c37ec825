/**
 * The share card: a committed JPEG (scripts/make-share-card.mjs) for WeChat and Open Graph cards of
 * pages without a raster picture of their own; share cards do not show SVG, which most generated
 * pictures of this site are.
 */
export const SHARE_CARD = { src: '/media/share/share-card.jpg', width: 1200, height: 630 } as const

const isRaster = (src: string | null | undefined): src is string => !!src && /\.(png|jpe?g|webp|gif)(\?.*)?$/i.test(src)

/**
 * A picture share cards can show: the page's own when it is a raster image, else the share card the
 * settings name (when it is one), else the built-in card.
 */
export function shareImage(src: string | null | undefined, configuredCard?: string | null): string {
  if (isRaster(src)) return src
  return isRaster(configuredCard) ? configuredCard : SHARE_CARD.src
}
