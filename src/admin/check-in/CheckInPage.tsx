import { useLingui } from '@lingui/react'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { badgeTokenOf } from '~/contracts/badge-token'
import { keepPageOffline } from '~/ui/offline-page'
import { QrCode } from '~/ui/QrCode'
import * as css from '../ui/admin.css'
import * as own from './CheckInPage.css'
import { checkInScan, fetchBadgeLabel, fetchOfflineBadges, syncScans } from './check-in.functions'
import { checkInTypeText, checkInText as text } from './check-in-text'
import { type BadgeLabel, CHECK_IN_CACHE, type ScanInput, type ScanResult } from './contract'
import { DeskRegistration } from './DeskRegistration'
import {
  dropQueued,
  findOfflineBadge,
  markSeen,
  offlineBadgeCount,
  queuedScans,
  queueScan,
  replaceBadges,
  seenOffline,
  tokenHash,
} from './device-store'

const GATE_KEY = 'check-in-gate'

interface Shown extends ScanResult {
  offline: boolean
  /** The code as read, for printing its label (absent for an answer the server rendered). */
  code?: string
}

const newScanId = () => crypto.randomUUID()

/** Sound and vibration for the answer, so the door knows without looking (a short beep, a long buzz). */
function signal(outcome: ScanResult['outcome']) {
  const good = outcome === 'first'
  navigator.vibrate?.(good ? 80 : [200, 100, 200])
  try {
    const audio = new AudioContext()
    const tone = audio.createOscillator()
    tone.frequency.value = good ? 880 : outcome === 'repeat' ? 520 : 220
    tone.connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + (good ? 0.12 : 0.4))
  } catch {
    // No sound on this device: the colour, icon and text still say it.
  }
}

/** The answer without the server: this device's list and what it admitted itself. */
async function checkOffline(scan: ScanInput): Promise<Shown> {
  const token = badgeTokenOf(scan.code)
  const none = { truename: null, company: null, visitorType: null, checkedInAt: null, checkedInGate: null }
  const hash = token ? await tokenHash(token) : ''
  const badge = hash ? await findOfflineBadge(hash) : undefined
  if (!badge) return { scanId: scan.scanId, outcome: 'unknown', offline: true, ...none }
  const who = { truename: badge.truename, company: badge.company, visitorType: badge.visitorType }
  if (badge.cancelled) return { scanId: scan.scanId, outcome: 'cancelled', offline: true, ...none, ...who }
  const seen = await seenOffline(hash)
  if (seen)
    return {
      scanId: scan.scanId,
      outcome: 'repeat',
      offline: true,
      ...who,
      checkedInAt: seen.at,
      checkedInGate: seen.gate,
    }
  await markSeen({ hash, at: scan.scannedAt, gate: scan.gate })
  return {
    scanId: scan.scanId,
    outcome: 'first',
    offline: true,
    ...who,
    checkedInAt: scan.scannedAt,
    checkedInGate: scan.gate,
  }
}

/**
 * The hall doors' screen (role `staff`): the gate named once per device, a badge code typed (a
 * native form: it also works before the page's code runs) or scanned by the camera (its code loads
 * only when the camera is started), and a big answer in colour, icon and words. Without a network it
 * checks against the day's badges kept on the device and queues the scans, sent when the network is
 * back; the server decides who was first.
 */
export function CheckInPage({ initial }: { initial: ScanResult | null }) {
  const { i18n } = useLingui()
  const uid = useId()
  const [gate, setGate] = useState<string | null>(null)
  const [editingGate, setEditingGate] = useState(false)
  const [shown, setShown] = useState<Shown | null>(initial ? { ...initial, offline: false } : null)
  const [problem, setProblem] = useState<string | null>(null)
  const [label, setLabel] = useState<BadgeLabel | null>(null)
  const [listSize, setListSize] = useState<number | null>(null)
  const [queued, setQueued] = useState(0)
  const [synced, setSynced] = useState<number | null>(null)
  const [camera, setCamera] = useState<'off' | 'on' | 'failed'>('off')
  const video = useRef<HTMLVideoElement>(null)
  const stopCamera = useRef<(() => void) | null>(null)
  const codeInput = useRef<HTMLInputElement>(null)

  const refreshQueue = useCallback(async () => setQueued((await queuedScans()).length), [])

  /** Sends what was queued offline; the server's answers decide, the local ones were provisional. */
  const flush = useCallback(async () => {
    const scans = await queuedScans()
    if (scans.length === 0 || !navigator.onLine) return
    try {
      const results = await syncScans({ data: { scans, sentAt: new Date().toISOString() } })
      for (const result of results) await dropQueued(result.scanId)
      setSynced(results.length)
    } finally {
      await refreshQueue()
    }
  }, [refreshQueue])

  useEffect(() => {
    setGate(localStorage.getItem(GATE_KEY))
    keepPageOffline({ worker: '/admin/check-in/sw.js', scope: '/admin/check-in', cache: CHECK_IN_CACHE }).catch(
      () => undefined,
    )
    const load = async () => {
      if (navigator.onLine) {
        try {
          await replaceBadges(await fetchOfflineBadges())
        } catch {
          // Keep the list the device has.
        }
      }
      setListSize(await offlineBadgeCount())
      await refreshQueue()
      await flush()
    }
    void load()
    const online = () => void flush()
    window.addEventListener('online', online)
    return () => {
      window.removeEventListener('online', online)
      stopCamera.current?.()
    }
  }, [flush, refreshQueue])

  const check = useCallback(
    async (code: string) => {
      const currentGate = gate ?? ''
      if (!currentGate) {
        setProblem(i18n._(text.gateFirst))
        return
      }
      const scan: ScanInput = { code, scanId: newScanId(), scannedAt: new Date().toISOString(), gate: currentGate }
      setProblem(null)
      let result: Shown
      if (navigator.onLine) {
        try {
          result = { ...(await checkInScan({ data: scan })), offline: false }
        } catch {
          if (navigator.onLine) {
            setProblem(i18n._(text.failed))
            return
          }
          result = await checkOffline(scan)
        }
      } else result = await checkOffline(scan)
      if (result.offline && result.outcome !== 'unknown') {
        await queueScan(scan)
        await refreshQueue()
      }
      setShown({ ...result, code })
      setLabel(null)
      signal(result.outcome)
    },
    [gate, i18n, refreshQueue],
  )

  /** A label for a visitor who came without the badge: shown, then handed to the browser's print. */
  async function printLabel(code: string) {
    try {
      const found = await fetchBadgeLabel({ data: { code } })
      if (!found) {
        setProblem(i18n._(text.noLabel))
        return
      }
      setLabel(found)
      // After the label is on the page: print styles show only it (CheckInPage.css.ts).
      window.requestAnimationFrame(() => window.print())
    } catch {
      setProblem(i18n._(text.failed))
    }
  }

  function onManual(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = codeInput.current
    if (!input?.value.trim()) return
    void check(input.value)
    input.value = ''
    input.focus()
  }

  function onGate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('gate') ?? '').trim()
    if (!value) return
    localStorage.setItem(GATE_KEY, value)
    setGate(value)
    setEditingGate(false)
  }

  async function toggleCamera() {
    if (camera === 'on') {
      stopCamera.current?.()
      stopCamera.current = null
      setCamera('off')
      return
    }
    try {
      const { startScanner } = await import('./scanner')
      if (!video.current) return
      setCamera('on')
      let last = ''
      stopCamera.current = await startScanner(video.current, (code) => {
        // One answer per badge held in front of the camera, not one per frame.
        if (code === last) return
        last = code
        void check(code)
        window.setTimeout(() => {
          if (last === code) last = ''
        }, 3000)
      })
    } catch {
      setCamera('failed')
    }
  }

  const id = (name: string) => `${uid}-${name}`
  const gateForm = (
    <form method="post" onSubmit={onGate} className={own.row}>
      <label htmlFor={id('gate')}>{i18n._(text.gate)}</label>
      <input id={id('gate')} name="gate" className={css.input} defaultValue={gate ?? ''} required maxLength={40} />
      <button type="submit" className={css.button}>
        {i18n._(text.saveGate)}
      </button>
      <p className={css.hint}>{i18n._(text.gateHint)}</p>
    </form>
  )

  return (
    <section aria-labelledby={id('title')} className={own.page}>
      <h1 id={id('title')}>{i18n._(text.title)}</h1>
      {gate && !editingGate ? (
        <p className={own.row}>
          {i18n._(text.gate)}: <strong data-testid="check-in-gate">{gate}</strong>
          <button type="button" className={css.quietButton} onClick={() => setEditingGate(true)}>
            {i18n._(text.changeGate)}
          </button>
        </p>
      ) : (
        gateForm
      )}

      {/* A native form: without the page's code it posts to this page, which answers with the result. */}
      <form method="post" onSubmit={onManual} className={own.row} data-testid="check-in-form">
        <input type="hidden" name="gate" value={gate ?? ''} />
        <label htmlFor={id('code')}>{i18n._(text.code)}</label>
        <input
          id={id('code')}
          ref={codeInput}
          name="code"
          className={`${css.input} ${own.code}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-describedby={id('code-hint')}
          required
        />
        <button type="submit" className={css.button}>
          {i18n._(text.checkIn)}
        </button>
        <p id={id('code-hint')} className={css.hint}>
          {i18n._(text.codeHint)}
        </p>
      </form>

      <p className={own.row}>
        <button type="button" className={css.button} onClick={toggleCamera}>
          {i18n._(camera === 'on' ? text.stopCamera : text.camera)}
        </button>
      </p>
      {camera === 'failed' ? <p role="alert">{i18n._(text.cameraFailed)}</p> : null}
      <video
        ref={video}
        className={own.video}
        hidden={camera !== 'on'}
        muted
        playsInline
        aria-label={i18n._(text.cameraVideo)}
      />

      <div role="status" aria-live="assertive">
        {shown ? <Answer shown={shown} /> : null}
      </div>
      {shown?.code && !shown.offline && (shown.outcome === 'first' || shown.outcome === 'repeat') ? (
        <p className={own.row}>
          <button type="button" className={css.button} onClick={() => void printLabel(shown.code ?? '')}>
            {i18n._(text.printLabel)}
          </button>
        </p>
      ) : null}
      {label && !shown?.code ? (
        // A walk-in registered at the desk: their label is here already, printed on request.
        <p className={own.row}>
          <button type="button" className={css.button} onClick={() => window.print()}>
            {i18n._(text.printLabel)}
          </button>
        </p>
      ) : null}
      {label ? <BadgeLabelCard label={label} /> : null}
      {problem ? <p role="alert">{problem}</p> : null}

      <DeskRegistration
        gate={gate}
        onRegistered={(scan, printable) => {
          setShown({ ...scan, offline: false })
          setLabel(printable)
          signal(scan.outcome)
        }}
      />

      <p className={css.hint} data-testid="check-in-device">
        {listSize !== null ? i18n._({ ...text.offlineList, values: { count: listSize } }) : null}{' '}
        {queued > 0 ? (
          <span data-testid="check-in-queued">{i18n._({ ...text.queued, values: { count: queued } })}</span>
        ) : null}{' '}
        {synced !== null ? (
          <span data-testid="check-in-synced">{i18n._({ ...text.synced, values: { count: synced } })}</span>
        ) : null}
      </p>
    </section>
  )
}

const ICONS = { first: '✓', repeat: '!', unknown: '✕', cancelled: '✕' } as const

/** The big answer: colour, an icon and words (never colour alone). */
function Answer({ shown }: { shown: Shown }) {
  const { i18n } = useLingui()
  const heading = {
    first: text.first,
    repeat: text.repeat,
    unknown: text.unknown,
    cancelled: text.cancelled,
  }[shown.outcome]
  const time = shown.checkedInAt
    ? new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Shanghai' }).format(
        new Date(shown.checkedInAt),
      )
    : ''
  return (
    <div className={own.answer[shown.outcome]} data-testid="check-in-answer" data-outcome={shown.outcome}>
      <span className={own.icon} aria-hidden="true">
        {ICONS[shown.outcome]}
      </span>
      <div>
        <p className={own.heading}>{i18n._(heading)}</p>
        {shown.truename ? <p className={own.name}>{shown.truename}</p> : null}
        {shown.company ? <p>{shown.company}</p> : null}
        {shown.visitorType ? <p>{i18n._(checkInTypeText[shown.visitorType])}</p> : null}
        {shown.outcome === 'repeat' ? (
          <p>{i18n._({ ...text.repeatAt, values: { time, gate: shown.checkedInGate ?? '' } })}</p>
        ) : null}
        {shown.offline ? <p>{i18n._(text.offlineNote)}</p> : null}
      </div>
    </div>
  )
}

/** The printed label: name, company, type and the badge's QR code, sized for a 90 × 50 mm label. */
function BadgeLabelCard({ label }: { label: BadgeLabel }) {
  const { i18n } = useLingui()
  return (
    <figure className={own.label} data-testid="badge-label">
      <QrCode qr={label.qr} label={i18n._(text.labelQr)} className={own.labelQr} />
      <figcaption>
        <p className={own.labelName}>{label.truename}</p>
        <p>{label.company}</p>
        <p>{i18n._(checkInTypeText[label.visitorType])}</p>
      </figcaption>
    </figure>
  )
}
