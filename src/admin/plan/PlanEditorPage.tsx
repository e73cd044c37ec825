import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import { BOOTH_STATUSES, type BoothStatus } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { SelectField } from '../ui/SelectField'
import { TextField } from '../ui/TextField'
import { BoothImportSection } from './BoothImportSection'
import { type AdminBooth, type AdminPlan, BOOTH_SIZE_M, HALL_BOUNDS, PLAN_GRID_M } from './contract'
import * as planCss from './plan.css'
import { saveAdminBooth } from './plan.functions'
import { saveRefusalText, statusOptionText, planText as text } from './plan-text'

type Draft = Pick<AdminBooth, 'x' | 'y' | 'width' | 'depth' | 'status' | 'exhibitorId'>

const draftOf = ({ x, y, width, depth, status, exhibitorId }: AdminBooth): Draft => ({
  x,
  y,
  width,
  depth,
  status,
  exhibitorId,
})

const snap = (metres: number) => Math.round(metres / PLAN_GRID_M) * PLAN_GRID_M
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Keeps a draft on the grid, inside the hall, within the booth sizes. */
function fitted(draft: Draft): Draft {
  const width = clamp(snap(draft.width), BOOTH_SIZE_M.min, BOOTH_SIZE_M.max)
  const depth = clamp(snap(draft.depth), BOOTH_SIZE_M.min, BOOTH_SIZE_M.max)
  return {
    ...draft,
    width,
    depth,
    x: clamp(snap(draft.x), 0, HALL_BOUNDS.width - width),
    y: clamp(snap(draft.y), 0, HALL_BOUNDS.depth - depth),
  }
}

/**
 * The back office's hall plan (issue 27): the hall as SVG, one booth selected (click or list), moved
 * and resized by pointer drag or keyboard on the 0.5 m grid, assigned and given a status, then saved
 * over the version it was loaded with. One pointer and one key listener on the drawing serve every
 * booth.
 */
export function PlanEditorPage({ plan }: { plan: AdminPlan }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const svgRef = useRef<SVGSVGElement>(null)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [draft, setDraft] = useState<Draft | null>(null)
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string; reload?: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const drag = useRef<{ mode: 'move' | 'resize'; startX: number; startY: number; from: Draft } | null>(null)
  // A saved booth is replaced in place (its new version included); a reload or an import brings
  // the whole plan again.
  const [booths, setBooths] = useState(plan.booths)
  const selected = booths.find((booth) => booth.id === selectedId) ?? null

  // A fresh plan (reloaded, imported) also refreshes the booth being worked on: after a refused save
  // the person sees what the other one saved, on the same booth, without looking for it again.
  const selectedRef = useRef(selectedId)
  selectedRef.current = selectedId
  useEffect(() => {
    setBooths(plan.booths)
    const booth = plan.booths.find((b) => b.id === selectedRef.current)
    setSelectedId(booth?.id ?? null)
    setDraft(booth ? draftOf(booth) : null)
  }, [plan.booths])

  function select(boothId: number | null) {
    const booth = booths.find((b) => b.id === boothId) ?? null
    setSelectedId(booth?.id ?? null)
    setDraft(booth ? draftOf(booth) : null)
    setMessage(null)
  }

  const update = (next: Partial<Draft>) => setDraft((current) => (current ? fitted({ ...current, ...next }) : current))

  /** A pointer's position in metres of the hall. */
  function metresAt(event: PointerEvent<SVGSVGElement>): { x: number; y: number } {
    const svg = svgRef.current
    const matrix = svg?.getScreenCTM()
    if (!svg || !matrix) return { x: 0, y: 0 }
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    return { x: point.x, y: point.y }
  }

  function onPointerDown(event: PointerEvent<SVGSVGElement>) {
    const target = event.target as Element
    const handle = target.closest('[data-handle]')
    const shape = target.closest('[data-booth-id]')
    if (handle && draft) {
      drag.current = { mode: 'resize', ...start(event), from: draft }
    } else if (shape) {
      const boothId = Number(shape.getAttribute('data-booth-id'))
      const booth = booths.find((b) => b.id === boothId)
      if (!booth) return
      const from = boothId === selectedId && draft ? draft : { ...booth }
      if (boothId !== selectedId) select(boothId)
      drag.current = { mode: 'move', ...start(event), from }
    } else return
    event.currentTarget.setPointerCapture(event.pointerId)
    event.currentTarget.focus()
  }
  function start(event: PointerEvent<SVGSVGElement>) {
    const at = metresAt(event)
    return { startX: at.x, startY: at.y }
  }
  function onPointerMove(event: PointerEvent<SVGSVGElement>) {
    const current = drag.current
    if (!current) return
    const at = metresAt(event)
    const dx = at.x - current.startX
    const dy = at.y - current.startY
    setDraft(
      fitted(
        current.mode === 'move'
          ? { ...current.from, x: current.from.x + dx, y: current.from.y + dy }
          : { ...current.from, width: current.from.width + dx, depth: current.from.depth + dy },
      ),
    )
  }
  function onPointerUp() {
    drag.current = null
  }

  function onKeyDown(event: KeyboardEvent<SVGSVGElement>) {
    if (!draft) return
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-PLAN_GRID_M, 0],
      ArrowRight: [PLAN_GRID_M, 0],
      ArrowUp: [0, -PLAN_GRID_M],
      ArrowDown: [0, PLAN_GRID_M],
    }
    const step = steps[event.key]
    if (!step) return
    event.preventDefault()
    if (event.shiftKey) update({ width: draft.width + step[0], depth: draft.depth + step[1] })
    else update({ x: draft.x + step[0], y: draft.y + step[1] })
  }

  async function onSave() {
    if (!selected || !draft) return
    setBusy(true)
    try {
      const answer = await saveAdminBooth({ data: { id: selected.id, version: selected.version, ...draft } })
      if (answer.ok) {
        const saved = answer.booth
        setBooths((current) => current.map((booth) => (booth.id === saved.id ? saved : booth)))
        setMessage({ kind: 'status', text: i18n._({ ...text.saved, values: { label: saved.label } }) })
      } else {
        setMessage({ kind: 'alert', text: i18n._(saveRefusalText[answer.reason]), reload: answer.reason !== 'overlap' })
      }
    } catch {
      setMessage({ kind: 'alert', text: i18n._(text.failed) })
    } finally {
      setBusy(false)
    }
  }

  async function onReload() {
    setBusy(true)
    try {
      await router.invalidate()
      setMessage(null)
    } finally {
      setBusy(false)
    }
  }

  const exhibitorName = new Map(plan.exhibitors.map((e) => [e.id, e.name]))
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <div className={planCss.layout}>
        <svg
          ref={svgRef}
          className={planCss.svg}
          viewBox={`-1 -1 ${plan.width + 2} ${plan.depth + 2}`}
          role="application"
          aria-label={i18n._(text.planKeys)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the drawing takes the arrow keys for the selected booth
          tabIndex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
          data-testid="admin-plan"
        >
          <rect className={planCss.hall} x={0} y={0} width={plan.width} height={plan.depth} />
          {plan.features.map((feature) => (
            <rect
              key={feature.id}
              className={planCss.feature}
              x={feature.x}
              y={feature.y}
              width={feature.width}
              height={feature.depth}
            />
          ))}
          {booths.map((booth) => {
            const shape = booth.id === selectedId && draft ? draft : booth
            return (
              <g key={booth.id} data-booth-id={booth.id} className={planCss.booth[shape.status]}>
                <rect
                  x={shape.x}
                  y={shape.y}
                  width={shape.width}
                  height={shape.depth}
                  className={booth.id === selectedId ? planCss.selected : undefined}
                />
                <text x={shape.x + 0.2} y={shape.y + 1} className={planCss.number}>
                  {booth.number}
                </text>
              </g>
            )
          })}
          {draft ? (
            <rect
              data-handle=""
              className={planCss.handle}
              x={draft.x + draft.width - 0.6}
              y={draft.y + draft.depth - 0.6}
              width={1.2}
              height={1.2}
            />
          ) : null}
        </svg>
        <section className={css.panel} aria-labelledby={`${id}-booth`}>
          <h2 id={`${id}-booth`}>{selected ? selected.label : i18n._(text.booth)}</h2>
          <SelectField
            id={`${id}-pick`}
            label={i18n._(text.chooseBooth)}
            anyLabel="—"
            value={selectedId === null ? '' : String(selectedId)}
            onChange={(e) => select(e.target.value ? Number(e.target.value) : null)}
            options={booths.map((booth) => ({
              value: String(booth.id),
              label: `${booth.label}${booth.exhibitorId ? ` · ${exhibitorName.get(booth.exhibitorId) ?? ''}` : ''}`,
            }))}
          />
          {selected && draft ? (
            <div className={css.form}>
              <div className={planCss.numbers}>
                {(['x', 'y', 'width', 'depth'] as const).map((key) => (
                  <TextField
                    key={key}
                    id={`${id}-${key}`}
                    label={i18n._(text[key])}
                    type="number"
                    step={PLAN_GRID_M}
                    value={draft[key]}
                    onChange={(e) => update({ [key]: Number(e.target.value) })}
                  />
                ))}
              </div>
              <SelectField
                id={`${id}-status`}
                label={i18n._(text.status)}
                value={draft.status}
                onChange={(e) => {
                  const status = e.target.value as BoothStatus
                  update({
                    status,
                    exhibitorId: status === 'available' || status === 'blocked' ? null : draft.exhibitorId,
                  })
                }}
                options={BOOTH_STATUSES.map((status) => ({ value: status, label: i18n._(statusOptionText[status]) }))}
              />
              <SelectField
                id={`${id}-exhibitor`}
                label={i18n._(text.exhibitor)}
                anyLabel={i18n._(text.noExhibitor)}
                value={draft.exhibitorId === null ? '' : String(draft.exhibitorId)}
                onChange={(e) => {
                  const exhibitorId = e.target.value ? Number(e.target.value) : null
                  // An exhibitor holds a booth only as reserved or sold.
                  const status =
                    exhibitorId !== null && (draft.status === 'available' || draft.status === 'blocked')
                      ? 'sold'
                      : draft.status
                  update({ exhibitorId, status })
                }}
                options={plan.exhibitors.map((e) => ({ value: String(e.id), label: e.name }))}
              />
              <p>
                <button type="button" className={css.button} disabled={busy} onClick={() => void onSave()}>
                  {i18n._(busy ? text.saving : text.save)}
                </button>
              </p>
            </div>
          ) : null}
          {message ? (
            <div role={message.kind} className={message.kind === 'alert' ? css.alert : undefined}>
              <p>{message.text}</p>
              {message.reload ? (
                <button type="button" className={css.quietButton} disabled={busy} onClick={() => void onReload()}>
                  {i18n._(text.reload)}
                </button>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
      <BoothImportSection />
    </>
  )
}
