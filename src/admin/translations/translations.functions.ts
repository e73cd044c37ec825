import { createServerFn } from '@tanstack/react-start'
import type { MissingTranslation } from '~/admin/translations/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { collectionsMissingTranslations } from '../collections/collections.server'
import { newsMissingTranslations } from '../news/news-admin.server'

/** Every item and field with one language and not the other: news first, then each content type. */
export const fetchMissingTranslations = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .handler(async (): Promise<MissingTranslation[]> => {
    const db = await getDb()
    return [...(await newsMissingTranslations(db)), ...(await collectionsMissingTranslations(db))]
  })
