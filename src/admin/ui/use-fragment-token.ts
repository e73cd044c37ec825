import { useEffect, useState } from 'react'
import { tokenFromFragment } from '../auth/auth-client'

/** A token read from the fragment; a new object at each reading, so the same link opened again counts. */
export type FragmentToken = { value: string } | null | undefined

/**
 * A token handed over in the page address's fragment (`#name=…`, ADR 030), read once the page runs
 * and again whenever the fragment changes (the same link opened again in this tab is no new page
 * load), then taken off the address bar. `undefined` until read; `null` when the address had none.
 */
export function useFragmentToken(name: string): FragmentToken {
  const [token, setToken] = useState<FragmentToken>(undefined)
  useEffect(() => {
    const read = () => {
      const value = tokenFromFragment(name)
      if (!value) return setToken((current) => current ?? null)
      setToken({ value })
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
    }
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [name])
  return token
}
