import { createServerFn } from '@tanstack/react-start'
import {
  type MediaDeleteAnswer,
  MediaIdInput,
  type MediaItem,
  MediaListFilter,
  type MediaUploadAnswer,
  MediaUploadForm,
} from '~/admin/media/contract'
import { getDb } from '~/db/client.server'
import { maxUploadMegabytes } from '~/server/upload-limit.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { deleteMedia, listMedia, uploadMedia } from './media-admin.server'
import { getMediaStore } from './media-store.server'

export const fetchMediaList = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MediaListFilter))
  .handler(async ({ data }): Promise<MediaItem[]> => listMedia(await getDb(), data))

export const uploadMediaFile = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MediaUploadForm))
  .handler(async ({ data, context }): Promise<MediaUploadAnswer> => {
    if (!data.file) return { ok: false, reason: 'no-file', maxMegabytes: maxUploadMegabytes() }
    return uploadMedia(
      await getDb(),
      getMediaStore(),
      { id: context.user.id, email: context.user.email },
      {
        fileName: data.file.name,
        bytes: new Uint8Array(await data.file.arrayBuffer()),
        altCn: data.altCn,
        altEn: data.altEn,
      },
    )
  })

export const deleteMediaItem = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MediaIdInput))
  .handler(
    async ({ data, context }): Promise<MediaDeleteAnswer> =>
      deleteMedia(await getDb(), getMediaStore(), { id: context.user.id, email: context.user.email }, data.id),
  )
