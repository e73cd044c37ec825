/**
 * The whole route tree, back office included. In the browser the router imports it (a chunk of its
 * own) only on the pages the public tree leaves out (`needsWholeRouteTree`); everywhere else it runs
 * on the public pages' tree (scripts/lib/public-route-tree.ts, ADR 029).
 */
export { routeTree } from '../routeTree.gen'
