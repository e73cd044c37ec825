import { shellQuery } from '~/features/shell'
import type { RouterContext } from '~/routing/router-context'
import { headEventLd } from '~/seo/json-ld'
import { homeQuery } from './home.queries'

/**
 * The home page's data, and the fair as schema.org ExhibitionEvent unless an unknown path shows the
 * home page (`fallback`). Its own module, so it travels with the page's chunk (ADR 023).
 */
export async function homeLoader({ context }: { context: RouterContext }, { fallback }: { fallback: boolean }) {
  const [shell] = await Promise.all([
    context.queryClient.ensureQueryData(shellQuery(context.locale)),
    context.queryClient.ensureQueryData(homeQuery(context.locale)),
  ])
  return { event: fallback ? null : headEventLd(context, shell.config) }
}
