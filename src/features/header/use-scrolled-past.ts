import { useEffect, useState } from 'react'

/**
 * Whether the page is scrolled past `threshold` pixels. Read as the component hydrates, not only at
 * the next scroll: the visitor may have scrolled already.
 */
export function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}
