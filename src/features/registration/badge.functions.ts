import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { BADGE_TOKEN_RE } from '~/contracts/badge-token'
import { getDb } from '~/db/client.server'
import { findBadge } from '~/db/repositories/visitor-registrations.server'
import { OFFLINE_UNTIL_HEADER } from '~/offline/page-workers'
import { serverFnInput } from '~/server/server-fn-input'
import { badgeQr } from './badge-qr.server'

/**
 * One badge by its token (the token is the credential: whoever has the link sees the badge). A
 * malformed or unknown token is null, so the page answers 404; never stored by any cache (but the
 * device's offline copy, until the show's end).
 */
export const fetchBadge = createServerFn({ method: 'GET' })
  .validator(serverFnInput(v.object({ token: v.pipe(v.string(), v.maxLength(64)) })))
  .handler(async ({ data }) => {
    setResponseHeader('cache-control', 'no-store')
    if (!BADGE_TOKEN_RE.test(data.token)) return null
    const badge = await findBadge(await getDb(), data.token)
    if (!badge) return null
    // The page's offline copy is worth showing until the show's end (the badge worker drops it then).
    setResponseHeader(OFFLINE_UNTIL_HEADER, badge.editionEndsAt.toUTCString())
    return {
      truename: badge.truename,
      company: badge.company,
      visitorType: badge.visitorType,
      cancelled: badge.cancelled,
      qr: badgeQr(data.token),
    }
  })
