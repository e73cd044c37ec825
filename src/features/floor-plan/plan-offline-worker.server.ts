import { offlineWorkerSource } from '~/server/offline-worker.server'
import { PLAN_CACHE } from './device-stars'

/** The hall plan's worker (both languages): the plan page and the built files it loaded. */
export const FLOOR_PLAN_WORKER = offlineWorkerSource(PLAN_CACHE, /^\/(?:en\/)?floor-plan$/)
