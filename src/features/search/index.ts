import { createIsomorphicFn } from '@tanstack/react-start'
import { hydrateWhenNear } from '~/ui/hydrate-when-near'
import { SearchOverlay as SearchOverlayNow } from './SearchOverlay'
import { SEARCH_OVERLAY_ID } from './search'
// Its styles stay in the page's CSS, so the server's HTML looks the same before its code has loaded.
import './SearchOverlay.css'

export { SEARCH_OVERLAY_ID }

/**
 * The search overlay is in every page's HTML and works as it is, a native popover with a plain form
 * (ADR 028); its code (the blank-search check, closing after a search) loads and hydrates it only
 * when it is opened, so it stays out of the page's entry chunk. The server's half is stripped from
 * the client build.
 */
export const SearchOverlay = hydrateWhenNear({
  selector: `#${SEARCH_OVERLAY_ID}`,
  server: createIsomorphicFn().server(() => SearchOverlayNow)(),
  load: () => import('./SearchOverlay').then((m) => m.SearchOverlay),
})
