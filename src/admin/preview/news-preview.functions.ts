import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import type { NewsDetailDto } from '~/contracts/news'
import { getDb } from '~/db/client.server'
import { newsDetail } from '~/features/news/news.server'
import { LOCALES } from '~/i18n/locales'
import { adminInput } from '../auth/admin-input'
import { AdminError, requireCapability } from '../auth/session.server'

const NewsPreviewInput = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)),
  locale: v.picklist(LOCALES),
})

/** What a preview page does with the answer: show it, send to sign-in, or say "not found". */
export type NewsPreviewAnswer = { kind: 'item'; item: NewsDetailDto } | { kind: 'signed-out' } | { kind: 'not-found' }

/**
 * A news item in any status as its public page will show it, for editors only: read straight from
 * the database (never the read cache, which holds public answers) by the same code as the public read.
 * The refusal is an answer, not adminFn's HTTP status: called while the preview page renders, a status
 * would become the page's own (a 401 page instead of the redirect to sign-in). A role without content
 * rights learns nothing about drafts: not found.
 */
export const fetchNewsPreview = createServerFn({ method: 'GET' })
  .validator(adminInput(NewsPreviewInput))
  .handler(async ({ data }): Promise<NewsPreviewAnswer> => {
    try {
      await requireCapability(getRequest().headers, 'content:write')
    } catch (error) {
      if (!(error instanceof AdminError)) throw error
      return error.code === 'SIGNED_OUT' ? { kind: 'signed-out' } : { kind: 'not-found' }
    }
    const item = await newsDetail(await getDb(), data.locale, data.id, 'preview')
    return item ? { kind: 'item', item } : { kind: 'not-found' }
  })
