import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitePage } from '~/admin'

/** Accepting an invitation; its token is in the link's fragment, read by the page (ADR 030). */
export const Route = createFileRoute('/admin/accept-invite')({
  component: AcceptInvitePage,
})
