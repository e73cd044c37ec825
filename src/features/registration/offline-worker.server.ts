import { offlineWorkerSource } from '~/server/offline-worker.server'
import { BADGE_CACHE } from './badge-offline'

/** The badge pages' worker (both languages). */
export const BADGE_WORKER = offlineWorkerSource(BADGE_CACHE, /^\/(?:en\/)?badge\/[A-Z2-7]{26}$/)
