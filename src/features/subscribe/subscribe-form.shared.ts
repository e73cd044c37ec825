import { msg } from '@lingui/core/macro'
import { type Locale, localizePath } from '~/i18n/locales'
import type { RouteFullPath } from '~/routing/page-routes'

export const newsletterTitle = msg`Newsletter`

/** The news-letter form's fields in the spec's order (the honeypot aside). */
export const SUBSCRIBE_FIELDS = ['truename', 'email', 'company', 'position', 'consent'] as const
export type SubscribeField = (typeof SUBSCRIBE_FIELDS)[number]

export function isSubscribeField(value: unknown): value is SubscribeField {
  return SUBSCRIBE_FIELDS.some((field) => field === value)
}

/**
 * What the form shows after a plain HTML post (no JavaScript, or before the footer hydrated) that
 * was not accepted: the entries as typed and either the first invalid field's message (the spec's
 * order, as the browser's check) or why the post was refused as a whole.
 */
export interface SubscribeFormState {
  values: Readonly<Record<string, string>>
  invalid: { field: SubscribeField; message: string } | null
  failed: string | null
}

/**
 * The page a plain post goes to, in every page's footer form (`action`): a route of the tree, so a
 * renamed route breaks the compiler here. Under `/newsletter/`, so never cached or indexed.
 */
const SUBSCRIBE_ROUTE = '/{-$locale}/newsletter/subscribe' satisfies RouteFullPath

/** The page's locale-neutral path, as `seo()` and the spec write paths. */
export const SUBSCRIBE_PAGE_PATH = SUBSCRIBE_ROUTE.slice('/{-$locale}'.length)

export const subscribePagePath = (locale: Locale) => localizePath(SUBSCRIBE_PAGE_PATH, locale)
