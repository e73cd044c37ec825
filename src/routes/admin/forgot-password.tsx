import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '~/admin'

export const Route = createFileRoute('/admin/forgot-password')({ component: ForgotPasswordPage })
