/**
 * The search overlay and the phone menu are native popovers (ADR 028). A browser without them
 * (Safari before 17, Chromium before 114) ignores `popovertarget`; there the page's script opens
 * them once it runs, by the `data-open` attribute their styles show.
 */
export function popoversSupported(): boolean {
  return typeof HTMLElement.prototype.showPopover === 'function'
}

export function openWithoutPopovers(id: string): void {
  if (popoversSupported()) return
  document.getElementById(id)?.setAttribute('data-open', 'true')
}

export function closeWithoutPopovers(id: string): void {
  if (popoversSupported()) return
  document.getElementById(id)?.removeAttribute('data-open')
}
