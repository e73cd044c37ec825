import { type ImgHTMLAttributes, useCallback, useState } from 'react'
import { useConfig } from '~/features/shell'
import { DEFAULT_IMAGE_CLASS, mediaSrcSet, mediaUrl, PLACEHOLDER_IMAGE } from './media-url'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string
  /** Renditions (`url 480w, …`), each resolved like `src`; give `sizes` with it. */
  srcSet?: string | null
  alt: string
  /** Intrinsic size, always given so late images never shift the layout. */
  width: number
  height: number
}

/**
 * Every content image: resolved against the configured media host, lazy and async-decoded unless
 * told otherwise, and replaced by the default placeholder (with the default class) when it fails.
 */
export function Img({ src, srcSet, sizes, alt, className, loading = 'lazy', decoding = 'async', ...rest }: Props) {
  const base = useConfig('media_base_url')
  const [failed, setFailed] = useState(false)
  // An image that failed before hydration never fires onError again; check it once on mount.
  const ref = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true)
  }, [])
  const renditions = failed || !srcSet ? undefined : mediaSrcSet(srcSet, base)
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      src={failed ? PLACEHOLDER_IMAGE : mediaUrl(src, base)}
      srcSet={renditions}
      // `sizes` without `srcset` is invalid HTML: it goes only with renditions.
      sizes={renditions ? sizes : undefined}
      className={[className, failed ? DEFAULT_IMAGE_CLASS : undefined].filter(Boolean).join(' ') || undefined}
      loading={loading}
      decoding={decoding}
      onError={() => setFailed(true)}
    />
  )
}
