import { useEffect, useState } from 'react'

/**
 * Exhibitors a visitor starred on the plan, kept on the device (no account, nothing sent to the
 * server): `localStorage` holds their ids as the share link writes them (`3.17.42`). A device
 * without storage (a private window that refuses it) keeps them for the page's life only.
 */
const KEY = 'plan-stars'

/**
 * The device's stars as the share param writes them (`''`: none; the server and the hydrating
 * render know none, so they are read once the page has hydrated) and a toggle for one exhibitor
 * (at most 100 stars, the share link's limit).
 */
export function useDeviceStars(): [stars: string, toggle: (id: number) => void] {
  const [stars, setStars] = useState('')
  useEffect(() => {
    try {
      setStars(localStorage.getItem(KEY) ?? '')
    } catch {}
  }, [])
  const toggle = (id: number) => {
    const ids = stars.split('.').filter(Boolean).map(Number)
    const next = (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].slice(-100)).join('.')
    setStars(next)
    try {
      localStorage.setItem(KEY, next)
    } catch {}
  }
  return [stars, toggle]
}
