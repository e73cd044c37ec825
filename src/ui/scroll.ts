/** Back to the top, honouring reduced motion; focus goes to the skip target so keyboard users follow. */
export function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
  document.getElementById('top')?.focus({ preventScroll: true })
}
