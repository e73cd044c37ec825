/**
 * The three pages kept readable offline (ADR 040), each with its own service worker generated from
 * the build (scripts/lib/page-workers.ts): the visitor's badge, the hall plan and the door's
 * check-in screen. What the page (browser), the build and the server agree on.
 */
export interface PageWorker {
  /**
   * Every cache of this worker starts with it (`check-in-…`: signing out of a door device deletes
   * the caches by this prefix), and its generated file is `.output/page-workers/<name>.js`.
   */
  name: 'badge' | 'floor-plan' | 'check-in'
  /** Where the worker is served. */
  url: string
  /** The widest scope it may be registered for (`Service-Worker-Allowed`). */
  allowed: string
  /** The cache of the hand-written worker it replaces, deleted by the page. */
  legacyCache: string
}

export const BADGE_PAGE_WORKER: PageWorker = {
  name: 'badge',
  url: '/badge/sw.js',
  allowed: '/',
  legacyCache: 'badge-v1',
}

export const PLAN_PAGE_WORKER: PageWorker = {
  name: 'floor-plan',
  url: '/floor-plan/sw.js',
  allowed: '/',
  legacyCache: 'floor-plan-v1',
}

export const CHECK_IN_PAGE_WORKER: PageWorker = {
  name: 'check-in',
  url: '/admin/check-in/sw.js',
  allowed: '/admin/check-in',
  legacyCache: 'check-in-v1',
}

/** Where the build writes the generated workers and the server reads them (from the project root). */
export const PAGE_WORKERS_DIR = '.output/page-workers'

/**
 * A page's answer may say until when its offline copy is worth showing (an HTTP date): the badge's
 * show's end. The worker drops the copy after it.
 */
export const OFFLINE_UNTIL_HEADER = 'x-offline-until'
