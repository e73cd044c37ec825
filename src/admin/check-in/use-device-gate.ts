import { useCallback, useEffect, useState } from 'react'

const GATE_KEY = 'check-in-gate'

/**
 * The device's gate, named once and remembered in this browser: null until named, and in the server's
 * render (which cannot know it), read after hydration.
 */
export function useDeviceGate(): [gate: string | null, save: (gate: string) => void] {
  const [gate, setGate] = useState<string | null>(null)
  useEffect(() => setGate(localStorage.getItem(GATE_KEY)), [])
  const save = useCallback((value: string) => {
    localStorage.setItem(GATE_KEY, value)
    setGate(value)
  }, [])
  return [gate, save]
}
