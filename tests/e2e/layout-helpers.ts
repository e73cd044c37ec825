import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from '../../src/i18n/locales'
import { auditChartText, auditFixedLayers, auditLayout } from '../support/layout-audit'

export const home = (locale: Locale) => (locale === 'en' ? '/en/' : '/')
export const path = (locale: Locale, p: string) => (locale === 'en' ? `/en${p}` : p)

/** The client router as tests reach it (`window.__TSR_ROUTER__`, which TanStack Router sets). */
export interface TestRouter {
  navigate(o: { href: string }): Promise<void>
  subscribe(event: 'onBeforeLoad' | 'onRendered', listener: () => void): () => void
  state: { status: string; resolvedLocation?: { pathname: string } }
}

/**
 * Waits until the router has loaded and rendered `pathname` and has nothing pending. The address
 * changes when a client-side navigation starts, before the new page replaces the old one: a click
 * in between can land on an element being replaced, and then it is lost.
 */
export async function settledAt(page: Page, pathname: string) {
  await page.waitForFunction((expected) => {
    const state = (window as unknown as { __TSR_ROUTER__?: TestRouter }).__TSR_ROUTER__?.state
    return state?.status === 'idle' && state.resolvedLocation?.pathname === expected
  }, pathname)
}

/**
 * Waits until React has hydrated the page and run its effects, so clicks reach their handlers and
 * changes to the DOM no longer clash with hydration. The root component marks `<html
 * data-hydrated>` in an effect; the router's own `$_TSR.hydrated` flag is set before React has
 * even started hydrating, so it is no such signal. On public pages the shared layout, which holds
 * the dialogs' and the chunk guard's listeners, can hydrate after the root and has its own mark.
 */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  // A public page's shared layout (`#main`) may hydrate after the root; it marks itself too.
  await page.locator('html[data-layout-hydrated], html:not(:has(#main))').first().waitFor({ state: 'attached' })
}

/**
 * A part whose code loads and hydrates it only when it comes near the viewport or is used (the
 * footer, the booth form; ADR 023, 029): scrolls to it and points at it as a visitor would (a part
 * near from the start waits for use), and waits until it has hydrated.
 */
async function partHydrated(page: Page, selector: string) {
  await hydrated(page)
  const part = page.locator(selector)
  await part.scrollIntoViewIfNeeded()
  await part.dispatchEvent('pointerover')
  await page.locator(`${selector}[data-part-hydrated]`).waitFor({ state: 'attached' })
}

/** The footer, hydrated as `partHydrated` says. */
export const footerHydrated = (page: Page) => partHydrated(page, 'footer[data-region="footer"]')

/** The booth application form, hydrated as `partHydrated` says. */
export const applyFormHydrated = (page: Page) => partHydrated(page, '[data-part="apply-form"]')

/** Site configuration as the API serves it (code -> value). */
export async function siteConfig(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.get('/api/config')
  const body = (await res.json()) as {
    data: { list: { code: string; type: number; content: string; content_rich: string }[] }
  }
  return Object.fromEntries(body.data.list.map((e) => [e.code, e.type === 1 ? e.content : e.content_rich]))
}

export interface MenuItem {
  path: string
  title: string
  out_link: string | null
  target: string | null
  childlist: MenuItem[]
}

export async function siteMenu(request: APIRequestContext, locale: Locale): Promise<MenuItem[]> {
  const res = await request.get('/api/menu', { headers: { lang: locale } })
  return ((await res.json()) as { data: { list: MenuItem[] } }).data.list
}

/**
 * Phones (small and common), a tablet, and desktop steps (spec section 9). The page is loaded afresh
 * at the first width of each group and resized to the others, as a visitor turning a tablet or
 * widening a window would: the server's HTML does not depend on the width and no script reads it
 * once (embla re-measures on resize), so a fresh load at every width would audit the same layout
 * at three times the cost.
 */
const AUDIT_WIDTH_GROUPS = [
  [360, 390, 768, 1024],
  [1440, 1920],
]

/** Every picture, also those below the fold, loaded and decoded, so each one's drawn ratio can be checked. */
async function settlePictures(tab: Page) {
  await tab.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const images = [...document.images]
    for (const img of images) img.loading = 'eager'
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)))
  })
}

/** How a page is audited: its widths (each group loaded afresh at its first), and what to wait for after a load. */
export interface AuditPlan {
  widthGroups: readonly (readonly number[])[]
  /** Brings the page, once loaded and hydrated, to the state to audit (its layers shown, a row selected). */
  afterLoad: (tab: Page) => Promise<void>
}

/**
 * The public pages: every width of spec section 9, with the floating box shown (it shows 2 s after
 * load, over every page, and is one of the fixed layers that may cover nothing of the page).
 */
const PUBLIC_AUDIT: AuditPlan = {
  widthGroups: AUDIT_WIDTH_GROUPS,
  afterLoad: async (tab) => {
    await tab.clock.runFor(2_000)
    await tab.getByTestId('floating-bar').waitFor()
  },
}

/**
 * The layout audit (ADR 014) of one page at every width of `plan` (the public pages' by default),
 * charts' texts included: what it finds, one line each.
 */
export async function auditPageAtEveryWidth(tab: Page, url: string, plan: AuditPlan = PUBLIC_AUDIT): Promise<string[]> {
  await tab.clock.install()
  const findings: string[] = []
  for (const group of plan.widthGroups) {
    for (const width of group) {
      await tab.setViewportSize({ width, height: width < 768 ? 844 : 900 })
      if (width === group[0]) {
        await tab.goto(url)
        await hydrated(tab)
        await plan.afterLoad(tab)
      }
      await settlePictures(tab)
      const found = [
        ...(await tab.evaluate(auditLayout)),
        ...(await tab.evaluate(auditChartText)),
        ...(await tab.evaluate(auditFixedLayers)),
      ]
      for (const finding of found) findings.push(`${url} at ${width} px: ${finding.kind}: ${finding.detail}`)
    }
  }
  return findings
}
