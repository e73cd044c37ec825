/** Paging for list reads: 1-based pages, page size clamped so a query string cannot ask for everything. */
export interface PageRequest {
  page?: number
  pageSize?: number
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50

export function resolvePage({ page, pageSize }: PageRequest): { page: number; pageSize: number; offset: number } {
  const safePage = Number.isFinite(page) ? Math.max(1, Math.floor(page as number)) : 1
  const safeSize = Number.isFinite(pageSize)
    ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize as number)))
    : DEFAULT_PAGE_SIZE
  return { page: safePage, pageSize: safeSize, offset: (safePage - 1) * safeSize }
}
