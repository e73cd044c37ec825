import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '~/admin'

/** A new password from a reset link; its token is in the fragment, read by the page (ADR 030). */
export const Route = createFileRoute('/admin/reset-password')({
  component: ResetPasswordPage,
})
