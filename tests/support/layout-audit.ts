/**
 * The layout audit, run inside the page (`page.evaluate(auditLayout, options)`): what a visitor would
 * see as broken, each finding naming the elements involved.
 * - overlap: two visible texts or controls of the same layer cover each other (the same layer: the
 *   page itself, or one fixed/sticky bar, or one open dialog; things inside one control are one);
 * - aspect: a picture drawn at another ratio than its own, unless it is cropped (`object-fit: cover`)
 *   or fitted (`contain`) on purpose;
 * - overflow: the page scrolls sideways (the elements that stick out are named);
 * - target: a control smaller than 24x24 px (WCAG 2.5.8; links inside a sentence are exempt, and so
 *   are controls inside `data-target-equivalent="<id>"` when the element `<id>` on the page offers
 *   each of them again, as the hall plan's booth table does for its booths), or a
 *   primary action (a submit button, the header's and hero's calls to action, anything marked
 *   `data-primary-action`) smaller than 44x44 px;
 * - covered: a fixed or sticky layer (the header, the floating box) lies over a control of the page's
 *   main content where a visitor brings it into view: each visible, enabled link, button or field of
 *   `<main>` is scrolled to the middle and to the bottom of the window (as the keyboard's focus and a
 *   visitor's scrolling put it), and the points at its centre and just inside its corners must hit
 *   the control itself: a layer over any part of it is a finding, as a pill over the top of a button
 *   is what a visitor sees (`auditFixedLayers`; it scrolls, so it runs apart, after the others);
 * - chart: a text of a chart (an SVG in a `<figure>`, as the back office draws them on the server)
 *   drawn smaller than 12 px (its computed size times the SVG's scale), cut off by the chart's edge,
 *   or over another of its texts (`auditChartText`; the overlap audit above does not look into SVG).
 * Self-contained: Playwright serialises the functions into the page, so they may not use imports.
 */
export interface LayoutFinding {
  kind: 'overlap' | 'aspect' | 'overflow' | 'target' | 'covered' | 'chart'
  detail: string
}

export function auditLayout(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const CONTROL = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]'
  const PRIMARY = 'button[type="submit"], [data-primary-action]'
  const viewportWidth = document.documentElement.clientWidth

  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : ''
    const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${id}${testId}>${label ? ` "${label}"` : ''}`
  }

  type Box = { left: number; top: number; right: number; bottom: number }
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  })

  /** The box a visitor sees, clipped by every scrolling or clipping ancestor; undefined if hidden. */
  function visibleBox(el: Element, box: Box): Box | undefined {
    let clipped = box
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return undefined
      // the element's own clipping counts too: a visually-hidden text overflows its 1 px box
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clip !== 'auto') {
        const r = node.getBoundingClientRect()
        clipped = intersect(clipped, r)
      }
      if (node.tagName === 'DIALOG' && !(node as HTMLDialogElement).open) return undefined
      // a closed <details> shows only its summary (its content is hidden without a computed style)
      if (node !== el && node.tagName === 'DETAILS' && !(node as HTMLDetailsElement).open) {
        if (!(el.closest('summary')?.parentElement === node)) return undefined
      }
    }
    const width = clipped.right - clipped.left
    const height = clipped.bottom - clipped.top
    // 1 px boxes are the visually-hidden texts for screen readers
    return width > 1 && height > 1 ? clipped : undefined
  }

  /** Fixed and sticky bars and open dialogs are layers above the page; everything else is the page. */
  function layerOf(el: Element): Element | null {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position === 'fixed' || position === 'sticky' || node.tagName === 'DIALOG') return node
    }
    return null
  }

  const ownText = (el: Element) =>
    [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) as Text[]

  interface Item {
    el: Element
    /** One box per line: a text or link that wraps is not the rectangle around all its lines. */
    boxes: Box[]
    layer: Element | null
  }
  const items: Item[] = []
  const controls = new Set(document.querySelectorAll(CONTROL))
  const insideControl = (el: Element) => {
    for (let node = el.parentElement; node; node = node.parentElement) if (controls.has(node)) return true
    return false
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('script, style, noscript, template, svg')) continue
    if (insideControl(el)) continue
    let rects: Box[]
    if (controls.has(el)) {
      // an inline link that wraps is one box per line; any other control is its own box
      rects = getComputedStyle(el).display === 'inline' ? [...el.getClientRects()] : [el.getBoundingClientRect()]
    } else {
      const texts = ownText(el)
      if (texts.length === 0) continue
      const range = document.createRange()
      rects = texts.flatMap((text) => {
        range.selectNodeContents(text)
        return [...range.getClientRects()]
      })
    }
    const boxes = rects.flatMap((rect) => visibleBox(el, rect) ?? [])
    if (boxes.length > 0) items.push({ el, boxes, layer: layerOf(el) })
  }

  for (const [i, a] of items.entries()) {
    for (const b of items.slice(i + 1)) {
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue
      // touching lines and sub-pixel rounding are not an overlap
      const overlaps = a.boxes.some((boxA) =>
        b.boxes.some((boxB) => {
          const overlap = intersect(boxA, boxB)
          // Lines of text sit closer than their fonts' full height (a glyph box is ~1.45 em, a line
          // 1.25-1.5 em), so only a quarter of the smaller box's height counts as covering it.
          const height = Math.min(boxA.bottom - boxA.top, boxB.bottom - boxB.top)
          return overlap.right - overlap.left > 2 && overlap.bottom - overlap.top > Math.max(2, height / 4)
        }),
      )
      if (overlaps) findings.push({ kind: 'overlap', detail: `${describe(a.el)} and ${describe(b.el)}` })
    }
  }

  for (const img of document.querySelectorAll('img')) {
    if (!img.complete || img.naturalWidth === 0 || !visibleBox(img, img.getBoundingClientRect())) continue
    const fit = getComputedStyle(img).objectFit
    if (fit === 'cover' || fit === 'contain' || fit === 'scale-down') continue
    const style = getComputedStyle(img)
    const width = img.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight)
    const height = img.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom)
    const drawn = width / height
    const own = img.naturalWidth / img.naturalHeight
    if (Math.abs(drawn - own) / own > 0.02) {
      findings.push({
        kind: 'aspect',
        detail: `${describe(img)} ${img.getAttribute('src')} drawn ${Math.round(width)}x${Math.round(height)}, its own ${img.naturalWidth}x${img.naturalHeight}`,
      })
    }
  }

  if (document.documentElement.scrollWidth > viewportWidth + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.right > viewportWidth + 1 && r.width > 0 && visibleBox(el, r)
      })
      .slice(0, 3)
      .map(describe)
    findings.push({
      kind: 'overflow',
      detail: `page ${document.documentElement.scrollWidth} px wide in a ${viewportWidth} px window: ${wide.join(', ')}`,
    })
  }

  for (const el of controls) {
    const r = el.getBoundingClientRect()
    if (!visibleBox(el, r) || el.closest('[aria-hidden="true"]')) continue
    // WCAG 2.5.8's inline exception: a link within a sentence
    const parent = el.parentElement
    const inSentence =
      getComputedStyle(el).display === 'inline' && parent !== null && ownText(parent).some((t) => t.textContent?.trim())
    if (inSentence) continue
    // WCAG 2.5.8's equivalent exception: the same function in a large enough control elsewhere.
    const equivalent = el.closest('[data-target-equivalent]')?.getAttribute('data-target-equivalent')
    if (equivalent && document.getElementById(equivalent)) continue
    const min = el.matches(PRIMARY) ? 44 : 24
    if (r.width < min - 0.5 || r.height < min - 0.5) {
      findings.push({
        kind: 'target',
        detail: `${describe(el)} is ${Math.round(r.width)}x${Math.round(r.height)} px, needs ${min}x${min}`,
      })
    }
  }
  return findings
}

export function auditFixedLayers(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  const CONTROL =
    'a[href], button:not(:disabled), input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), summary'
  const main = document.querySelector('main')
  if (!main) return findings

  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : ''
    const testId = el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
    return `<${el.tagName.toLowerCase()}${id}${testId}>${label ? ` "${label}"` : ''}`
  }
  /** The nearest fixed or sticky element holding `el` (itself included), if any. */
  const fixedLayerOf = (el: Element): Element | null => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const position = getComputedStyle(node).position
      if (position === 'fixed' || position === 'sticky') return node
    }
    return null
  }
  const shown = (el: Element) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const style = getComputedStyle(node)
      if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
      if (node.tagName === 'DIALOG' && !(node as HTMLDialogElement).open) return false
      if (node !== el && node.tagName === 'DETAILS' && !(node as HTMLDetailsElement).open) {
        if (!(el.closest('summary')?.parentElement === node)) return false
      }
    }
    return true
  }
  // Only worth scrolling for when a fixed or sticky layer shows at all.
  const layers = [...document.body.querySelectorAll('*')].filter((el) => {
    const position = getComputedStyle(el).position
    if (position !== 'fixed' && position !== 'sticky') return false
    const r = el.getBoundingClientRect()
    return r.width > 1 && r.height > 1 && shown(el)
  })
  if (layers.length === 0) return findings

  // Everything scrolled here is put back, so the audit of the next width starts where this one did.
  const scrolled = [document.scrollingElement ?? document.documentElement, ...main.querySelectorAll('*')].filter(
    (el) => el.scrollHeight > el.clientHeight || el.scrollWidth > el.clientWidth,
  )
  const positions = scrolled.map((el) => [el.scrollLeft, el.scrollTop] as const)
  const reported = new Set<Element>()
  for (const control of main.querySelectorAll(CONTROL)) {
    if (control.closest('[aria-hidden="true"], [inert]') || !shown(control)) continue
    const own = fixedLayerOf(control)
    for (const block of ['center', 'end'] as const) {
      control.scrollIntoView({ block, inline: 'nearest', behavior: 'instant' })
      const r = control.getBoundingClientRect()
      // 1 px boxes are the visually-hidden controls for screen readers
      if (r.width <= 1 || r.height <= 1) break
      // The centre, and 3 px inside each corner (a rounded corner's own curve is not the control's).
      const inset = Math.min(3, r.width / 4, r.height / 4)
      const points = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + inset, r.top + inset],
        [r.right - inset, r.top + inset],
        [r.left + inset, r.bottom - inset],
        [r.right - inset, r.bottom - inset],
      ] as const
      for (const [x, y] of points) {
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue
        const hit = document.elementFromPoint(x, y)
        if (!hit || control.contains(hit)) continue
        const layer = fixedLayerOf(hit)
        if (!layer || layer === own || layer.contains(control) || reported.has(control)) continue
        reported.add(control)
        findings.push({
          kind: 'covered',
          detail: `${describe(control)} lies under ${describe(layer)} when scrolled to the ${block} of the window`,
        })
      }
    }
  }
  for (const [i, el] of scrolled.entries()) {
    const [left, top] = positions[i] ?? [0, 0]
    el.scrollTo({ left, top, behavior: 'instant' })
  }
  return findings
}

export function auditChartText(): LayoutFinding[] {
  const findings: LayoutFinding[] = []
  // The smallest text a chart may draw, in CSS px, at any width: what stays legible on a phone.
  const minPx = 12
  const label = (el: Element) => `"${(el.textContent ?? '').trim().slice(0, 30)}"`
  for (const svg of document.querySelectorAll('figure svg')) {
    const frame = svg.getBoundingClientRect()
    if (frame.width < 1 || frame.height < 1 || !(svg instanceof SVGSVGElement)) continue
    const name = svg.getAttribute('data-testid') ?? svg.closest('figure')?.textContent?.trim().slice(0, 30) ?? 'svg'
    const boxes: { el: Element; box: DOMRect }[] = []
    for (const text of svg.querySelectorAll('text')) {
      const style = getComputedStyle(text)
      if (style.display === 'none' || style.visibility === 'hidden' || !(text.textContent ?? '').trim()) continue
      const matrix = text.getScreenCTM()
      if (!matrix) continue
      // Both axes: a drawing squeezed one way only shrinks its letters' height or width.
      const scale = Math.min(Math.hypot(matrix.a, matrix.b), Math.hypot(matrix.c, matrix.d))
      const drawn = Number.parseFloat(style.fontSize) * scale
      if (drawn < minPx - 0.05) {
        findings.push({
          kind: 'chart',
          detail: `${name}: ${label(text)} drawn at ${drawn.toFixed(1)} px, needs ${minPx}`,
        })
      }
      const box = text.getBoundingClientRect()
      if (
        box.left < frame.left - 1 ||
        box.right > frame.right + 1 ||
        box.top < frame.top - 1 ||
        box.bottom > frame.bottom + 1
      ) {
        findings.push({ kind: 'chart', detail: `${name}: ${label(text)} runs past the chart's edge` })
      }
      boxes.push({ el: text, box })
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left)
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top)
        // As for the page's texts: a glyph box is taller than its line, so a quarter of it counts.
        if (across > 2 && down > Math.max(2, Math.min(a.box.height, b.box.height) / 4)) {
          findings.push({ kind: 'chart', detail: `${name}: ${label(a.el)} lies over ${label(b.el)}` })
        }
      }
    }
  }
  return findings
}
