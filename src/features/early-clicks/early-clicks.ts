/**
 * Clicks on the page's script-driven buttons before React has hydrated, kept and done again once it
 * has (ADR 028). Links, forms, popovers and `<details>` work without JavaScript; a `<button
 * type="button">` (the slide show's controls, the navigation's groups, a gallery's filters) does
 * nothing until its handler exists, and on a phone that is a second or more after the page shows.
 *
 * A small classic script in the page's head records such clicks from the first paint and marks each
 * button `data-early-click` (shown as pending). The client entry stops it just before React hydrates
 * (React listens from then on and replays clicks on parts it has not hydrated yet itself), and the
 * root clicks the recorded buttons again once it has hydrated, in their order.
 */

/** The attribute that marks a button whose click waits for hydration. */
export const EARLY_CLICK_MARK = 'data-early-click'

const BUTTONS = 'button[type="button"]:not([popovertarget]):not(:disabled)'

/** The inline script (allowed by its hash like the router's own, ADR 022). */
export const EARLY_CLICK_SCRIPT = [
  '(function(d,w){var q=[];',
  `function r(e){var b=e.target instanceof Element&&e.target.closest('${BUTTONS}');`,
  `if(b){q.push(b);b.setAttribute("${EARLY_CLICK_MARK}","")}}`,
  'd.addEventListener("click",r,true);',
  'w.__earlyClicks=function(){d.removeEventListener("click",r,true);w.__earlyClicks=void 0;return q}',
  '})(document,window)',
].join('')

declare global {
  interface Window {
    __earlyClicks?: () => Element[]
  }
}

let pending: Element[] = []

/** Stops recording; called right before React hydrates, which handles every later click. */
export function takeEarlyClicks(): void {
  pending = window.__earlyClicks?.() ?? []
}

/**
 * React hydrates a page in parts: the root first, a route's content (a Suspense boundary that waits
 * for its code) in a later commit. A click on a part not hydrated yet would be dropped, so a button
 * is clicked again only once React has attached its props to it (React's `__reactProps$` key on the
 * element: the one thing that tells, from outside, that its handlers are there), checked each frame.
 */
const hasHandlers = (button: HTMLElement) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))

/** Waited for at most, per button, before its click is given up (a part that never hydrates). */
const REPLAY_WAIT_MS = 10_000

/** Clicks the recorded buttons again, in their order, each once its handler is there. */
export function replayEarlyClicks(): void {
  const clicks = pending
  pending = []
  replayClicks(clicks)
}

/** Clicks the buttons again, in their order, each once its handler is there. */
function replayClicks(buttons: Element[]): void {
  const clicks = buttons.filter((button): button is HTMLElement => button instanceof HTMLElement)
  const giveUp = performance.now() + REPLAY_WAIT_MS
  const next = () => {
    while (clicks.length > 0) {
      const button = clicks[0]
      if (!button?.isConnected || performance.now() > giveUp) {
        button?.removeAttribute(EARLY_CLICK_MARK)
        clicks.shift()
        continue
      }
      if (!hasHandlers(button)) {
        requestAnimationFrame(next)
        return
      }
      clicks.shift()
      button.removeAttribute(EARLY_CLICK_MARK)
      button.click()
    }
  }
  next()
}

/** Clicks kept on a part of the page that hydrates after the page (see `keepClicksWithin`). */
export interface KeptClicks {
  /** Stops keeping clicks: the part's code is there, so React hydrates it on the next click itself. */
  stop(): void
  /** Clicks the kept buttons again, once the part has hydrated. */
  replay(): void
}

/**
 * The same for a part whose code loads after the page has hydrated (the footer, `hydrateWhenNear`):
 * React drops a click on a part it has not hydrated (it stops the event at the document), so until
 * `stop()` a click on one of the part's script-driven buttons is kept here, from a listener on the
 * window that runs before React's, and the button is marked pending until `replay()` clicks it again.
 */
export function keepClicksWithin(element: Element): KeptClicks {
  const kept: Element[] = []
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTONS) : null
    if (!button || !element.contains(button) || (button instanceof HTMLElement && hasHandlers(button))) return
    kept.push(button)
    button.setAttribute(EARLY_CLICK_MARK, '')
  }
  window.addEventListener('click', keep, true)
  return {
    stop: () => window.removeEventListener('click', keep, true),
    replay: () => replayClicks(kept.splice(0)),
  }
}
