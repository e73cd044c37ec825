import { createServerFn } from '@tanstack/react-start'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import type { DashboardFigures, WaitingCounts } from './contract'
import { dashboardFigures, waitingCounts } from './dashboard.server'

/** The sidebar's counts: any signed-in account, each count only where its role may act. */
export const fetchWaitingCounts = createServerFn({ method: 'GET' })
  .middleware([adminFn()])
  .handler(async ({ context }): Promise<WaitingCounts> => waitingCounts(await getDb(), context.user))

/** The dashboard's figures and trends, by the viewer's role. */
export const fetchDashboard = createServerFn({ method: 'GET' })
  .middleware([adminFn()])
  .handler(async ({ context }): Promise<DashboardFigures> => dashboardFigures(await getDb(), context.user))
