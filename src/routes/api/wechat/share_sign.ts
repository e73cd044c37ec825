import { createFileRoute } from '@tanstack/react-router'
import { apiHandler } from '~/api/handler.server'
import type { ShareSignAnswer } from '~/contracts/answers'
import { shareSign } from '~/features/wechat/share-sign.server'

export const Route = createFileRoute('/api/wechat/share_sign')({
  server: { handlers: { GET: apiHandler<ShareSignAnswer>(shareSign) } },
})
