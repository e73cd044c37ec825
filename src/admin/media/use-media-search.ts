import { useState } from 'react'
import type { MediaKind } from '~/db/schema-enums'
import type { MediaItem } from './contract'
import { fetchMediaList } from './media-admin.functions'

/**
 * The picker's search of the library: what is typed, the files last found (null before the first
 * search) and whether the last search failed (the files found before stay listed).
 */
export function useMediaSearch(kind: MediaKind) {
  const [items, setItems] = useState<MediaItem[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [query, setQuery] = useState('')
  const load = async () => {
    try {
      setItems(await fetchMediaList({ data: { kind, q: query || undefined } }))
      setFailed(false)
    } catch {
      setFailed(true)
    }
  }
  return { items, failed, query, setQuery, load }
}

export type MediaSearch = ReturnType<typeof useMediaSearch>
