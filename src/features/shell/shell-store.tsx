import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react'

/**
 * The spec's shared store for page-wide UI state (section 3): the photo and video dialogs. (The search
 * overlay is a native popover that needs no state of the page's, ADR 028.)
 */
export interface ShellState {
  photoSrc: string
  videoSrc: string
}

export interface ShellStore {
  getState(): ShellState
  subscribe(listener: () => void): () => void
  openPhoto(src: string): void
  openVideo(src: string): void
  closeMedia(): void
}

function createShellStore(initial: Partial<ShellState> = {}): ShellStore {
  let state: ShellState = { photoSrc: '', videoSrc: '', ...initial }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<ShellState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    openPhoto: (src) => set({ photoSrc: src }),
    openVideo: (src) => set({ videoSrc: src }),
    closeMedia: () => set({ photoSrc: '', videoSrc: '' }),
  }
}

const ShellStoreContext = createContext<ShellStore | null>(null)

/** One store per page load (and per server render), never shared between visitors. */
export function ShellStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createShellStore())
  return <ShellStoreContext.Provider value={store}>{children}</ShellStoreContext.Provider>
}

export function useShellStore(): ShellStore {
  const store = useContext(ShellStoreContext)
  if (!store) throw new Error('useShellStore outside ShellStoreProvider')
  return store
}

/** Subscribes to one slice of the shell state. */
export function useShellState<T>(select: (state: ShellState) => T): T {
  const store = useShellStore()
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.getState()),
    () => select(store.getState()),
  )
}
