import { pageRouteOf } from './page-routes'

/** A stored menu entry's target: an internal page path, or an external URL that replaces it. */
export interface MenuTarget {
  path: string
  outLink?: string | null | undefined
  children?: readonly MenuTarget[] | undefined
}

/**
 * Why a menu target cannot be stored, or null when it can. Pure, so the seed and the back office
 * that writes the menu share it: an internal target must be a page of the route tree (checked
 * against `PAGE_ROUTES`, which the compiler checks against the tree), an external one an
 * absolute https URL (a visitor on the fair's https site must not be sent over plain http).
 */
export function menuTargetProblem(target: MenuTarget): string | null {
  if (target.outLink) {
    return URL.canParse(target.outLink) && new URL(target.outLink).protocol === 'https:'
      ? null
      : `external menu target "${target.outLink}" is not an absolute https URL`
  }
  return pageRouteOf(target.path)
    ? null
    : `menu target "${target.path}" is no page of the site (known pages: see src/routing/page-routes.ts)`
}

/** Throws one error naming every unusable target of a menu tree. */
export function assertMenuTargets(items: readonly MenuTarget[]): void {
  const problems: string[] = []
  const visit = (list: readonly MenuTarget[]) => {
    for (const item of list) {
      const problem = menuTargetProblem(item)
      if (problem) problems.push(problem)
      if (item.children) visit(item.children)
    }
  }
  visit(items)
  if (problems.length > 0) throw new Error(`Invalid menu: ${problems.join('; ')}`)
}
