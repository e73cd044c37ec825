import { msg } from '@lingui/core/macro'

/**
 * The registration and badge pages' titles. Their routes' heads read them, and a route's head is in
 * every page's entry chunk: so they live apart from the pages' other texts, which load with the pages.
 */
export const registerTitle = msg`Trade visitor pre-registration`

/** The page a registration's mailed link opens. */
export const registerConfirmTitle = msg`Confirm your registration`

/** The badge page's title: the badge's kind, not the person's name (tabs and history show it). */
export const badgeTitle = msg`E-badge`
