import { useLingui } from '@lingui/react'
import { useCallback, useEffect, useId, useState } from 'react'
import { CHECK_IN_PAGE_WORKER } from '~/offline/page-workers'
import { keepPageOffline } from '~/ui/offline-page'
import { BadgeLabelCard } from './BadgeLabelCard'
import { CameraScan } from './CameraScan'
import * as own from './CheckInPage.css'
import { CodeForm } from './CodeForm'
import { checkInScan, fetchBadgeLabel } from './check-in.functions'
import { checkInText as text } from './check-in-text'
import type { BadgeLabel, ScanResult } from './contract'
import { DeskRegistration } from './DeskRegistration'
import { DoorDeviceStatus } from './DoorDeviceStatus'
import { answerScan, doorScan, offersLabel, type ShownAnswer } from './door-scan'
import { signal } from './door-signal'
import { GateControl } from './GateControl'
import { PrintLabelButton } from './PrintLabelButton'
import { ScanAnswer } from './ScanAnswer'
import { useDeviceGate } from './use-device-gate'
import { useDoorDevice } from './use-door-device'

/**
 * The hall doors' screen (role `staff`): the gate named once per device, a badge code typed (a
 * native form: it also works before the page's code runs) or scanned by the camera (its code loads
 * only when the camera is started), and a big answer in colour, icon and words. Without a network it
 * checks against the day's badges kept on the device and queues the scans, sent when the network is
 * back; the server decides who was first. The rules are pure (door-scan.ts, door-queue.ts).
 */
export function CheckInPage({ initial }: { initial: ScanResult | null }) {
  const { i18n } = useLingui()
  const titleId = `${useId()}-title`
  const [gate, saveGate] = useDeviceGate()
  const [shown, setShown] = useState<ShownAnswer | null>(initial ? { ...initial, offline: false } : null)
  const [problem, setProblem] = useState<string | null>(null)
  const [label, setLabel] = useState<BadgeLabel | null>(null)

  const door = useDoorDevice()
  const { checkOffline, noteContact } = door

  useEffect(() => {
    keepPageOffline(CHECK_IN_PAGE_WORKER, '/admin/check-in').catch(() => undefined)
  }, [])

  const check = useCallback(
    async (code: string) => {
      const scan = doorScan(code, gate, crypto.randomUUID(), new Date())
      if (!scan) {
        setProblem(i18n._(text.gateFirst))
        return
      }
      setProblem(null)
      const answer = await answerScan(scan, {
        isOnline: () => navigator.onLine,
        askServer: (data) => checkInScan({ data }),
        heardFromServer: () => void noteContact(),
        checkOffline,
      })
      if (answer === 'failed') {
        setProblem(i18n._(text.failed))
        return
      }
      setShown(answer)
      setLabel(null)
      signal(answer.outcome)
    },
    [gate, i18n, checkOffline, noteContact],
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

  return (
    <section aria-labelledby={titleId} className={own.page}>
      <h1 id={titleId}>{i18n._(text.title)}</h1>
      <GateControl gate={gate} onSave={saveGate} />
      <CodeForm gate={gate} onCode={(code) => void check(code)} />
      <CameraScan onCode={(code) => void check(code)} />

      <div role="status" aria-live="assertive">
        {shown ? <ScanAnswer shown={shown} /> : null}
      </div>
      {offersLabel(shown) ? <PrintLabelButton onClick={() => void printLabel(shown.code)} /> : null}
      {/* A walk-in registered at the desk: their label is here already, printed on request. */}
      {label && !shown?.code ? <PrintLabelButton onClick={() => window.print()} /> : null}
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

      <DoorDeviceStatus door={door} />
    </section>
  )
}
