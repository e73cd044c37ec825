import type { ScanResult } from './contract'

/** How the device says an answer without being looked at: a vibration pattern and one tone. */
interface DoorSignal {
  /** Milliseconds, or on/off milliseconds alternately. */
  vibrate: number | number[]
  /** Hertz: high for green, middle for amber, low for red. */
  frequency: number
  seconds: number
}

/** A short high beep for a first check-in; a long buzz, lower for red than for amber, otherwise. */
export function signalOf(outcome: ScanResult['outcome']): DoorSignal {
  if (outcome === 'first') return { vibrate: 80, frequency: 880, seconds: 0.12 }
  return { vibrate: [200, 100, 200], frequency: outcome === 'repeat' ? 520 : 220, seconds: 0.4 }
}

/** Sound and vibration for the answer, so the door knows without looking. */
export function signal(outcome: ScanResult['outcome']) {
  const { vibrate, frequency, seconds } = signalOf(outcome)
  navigator.vibrate?.(vibrate)
  try {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = frequency
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + seconds)
  } catch {
    // No sound on this device: the colour, icon and text still say it.
  }
}
