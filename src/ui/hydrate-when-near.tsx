import { type ComponentType, memo, Suspense, use, useEffect } from 'react'
import { EARLY_CLICK_MARK, type KeptClicks, keepClicksWithin } from '~/features/early-clicks'

/** How close to the viewport a deferred part starts loading its code (a quick scroll's worth). */
const NEAR_MARGIN = '400px 0px'
/** A visitor reaching for the part loads it at once, even before it is near the viewport. */
const USE_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const
/** Set on the part's root element once its code has hydrated it (browser tests wait for it). */
const HYDRATED_ATTRIBUTE = 'data-part-hydrated'

interface Deferred<P> {
  /** The part's root element in the server's HTML: watched, and marked once hydrated. */
  selector: string
  /**
   * The component itself, on the server only (`import.meta.env.SSR ? Part : undefined`): the page's
   * HTML is rendered in full there, and the client build drops the static import.
   */
  server: ComponentType<P> | undefined
  /** The component's code, loaded on the client when the part nears the viewport or is used. */
  load: () => Promise<ComponentType<P>>
  /**
   * When the code loads, besides the visitor pointing at, touching or focusing the part:
   * - `'near'` (default): as soon as the part is near the viewport;
   * - `'approach'`: when the visitor scrolls it near; a part near already as the page starts (the
   *   footer of a short page) waits for use, since loading it at once would put its code on every
   *   such page's start for a visitor who may never touch it (ADR 029);
   * - `'use'`: only on use (a closed disclosure, whose content nobody sees before then).
   */
  when?: 'near' | 'approach' | 'use'
}

/** Resolves when the visitor uses the element, or when it nears the viewport as `when` says. */
function wanted(element: Element, when: NonNullable<Deferred<object>['when']>): Promise<void> {
  return new Promise((resolve) => {
    let first = true
    const observer =
      when === 'use'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              const near = entries.some((e) => e.isIntersecting)
              if (near && !(first && when === 'approach')) done()
              first = false
            },
            { rootMargin: NEAR_MARGIN },
          )
    // On the window, capturing: React stops an event aimed at a part it has not hydrated at its
    // own capturing listener on the document, so a listener on the part would never hear it.
    const used = (event: Event) => event.target instanceof Node && element.contains(event.target) && done()
    function done() {
      observer?.disconnect()
      for (const type of USE_EVENTS) window.removeEventListener(type, used, true)
      resolve()
    }
    observer?.observe(element)
    for (const type of USE_EVENTS) window.addEventListener(type, used, { capture: true, passive: true })
    // A button of the part pressed before the page hydrated (ADR 028) waits for the part's code.
    if (element.querySelector(`[${EARLY_CLICK_MARK}]`)) done()
    // React renders a dehydrated part after the rest of the page has hydrated: a visitor who moved
    // into it meanwhile (focused a field, is pointing at it) sent no event to hear, and typing or
    // resting there sends none either.
    else if (element.contains(document.activeElement) || element.matches(':hover')) done()
  })
}

/**
 * A below-the-fold part of every page (the footer) whose code is not needed at start: the server
 * renders it in full; in the browser its Suspense boundary stays dehydrated, so the server's HTML
 * stays exactly as it is (no shift; its styles are in the page's CSS) until the part nears the
 * viewport or is used, and then React loads its code and hydrates it in place. Where it mounts
 * without server HTML (a client-side render) the code loads at once. The component must take no
 * props that change, and read no context that changes, before it hydrates (React would otherwise
 * drop the server's HTML and render the boundary anew).
 */
export function hydrateWhenNear<P extends object>({ selector, server, load, when }: Deferred<P>): ComponentType<P> {
  if (server) {
    const Server = server
    return function ServerPart(props: P) {
      return (
        <Suspense fallback={null}>
          <Server {...props} />
        </Suspense>
      )
    }
  }
  let loading: Promise<ComponentType<P>> | undefined
  let clicks: KeptClicks | undefined
  const whenWanted = () => {
    if (loading) return loading
    const element = document.querySelector(selector)
    if (!element) {
      loading = load()
      return loading
    }
    const kept = keepClicksWithin(element)
    clicks = kept
    loading = wanted(element, when ?? 'near').then(load)
    // Once the code is there React hydrates the part itself when it is clicked.
    loading.then(kept.stop, kept.stop)
    return loading
  }
  function Loaded({ props }: { props: P }) {
    const Component = use(whenWanted())
    useEffect(() => {
      document.querySelector(selector)?.setAttribute(HYDRATED_ATTRIBUTE, '')
      clicks?.replay()
    }, [])
    return <Component {...props} />
  }
  // memo: a re-render of the parent with equal props must not reach the dehydrated boundary.
  return memo(function ClientPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded props={props} />
      </Suspense>
    )
  }) as unknown as ComponentType<P>
}
