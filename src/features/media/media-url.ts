/** Spec section 7: an image path that is not an absolute URL loads from the media host. */
export function mediaUrl(src: string, base: string): string {
  if (!src || /^(https?:|data:|blob:)/i.test(src) || src.startsWith('//')) return src
  if (!base) return src
  return base.replace(/\/+$/, '') + (src.startsWith('/') ? src : `/${src}`)
}

/** A `srcset` whose every candidate is resolved as `mediaUrl` does (`url 480w, url 960w`). */
export function mediaSrcSet(srcSet: string, base: string): string {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/)
      return `${mediaUrl(url, base)}${descriptor ? ` ${descriptor}` : ''}`
    })
    .join(', ')
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg'
/** Added to an image that failed to load and now shows the placeholder (spec section 4). */
export const DEFAULT_IMAGE_CLASS = 'img-default'
