import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '~/db/connect.server'
import { createNews } from '~/db/repositories/news.server'
import { saveConfigEntry } from '~/db/repositories/site-config.server'
import { CONFIG_TYPE_RICH } from '~/db/schema-enums'
import { MIGRATIONS_FOLDER } from '~/db/testing.server'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { expect, test } from './fixtures'

/**
 * Stored XSS: a corpus of hostile HTML goes through the real write paths (createNews and
 * saveConfigEntry, which sanitise) into a fresh data folder BEFORE a production server starts on it;
 * then Chromium opens every page showing it. Nothing may run: no dialog, no injected global, no
 * navigation away, no CSP violation.
 */
const MARK = 'window.__xss=1'
const CORPUS = [
  `<script>${MARK};alert(1)</script>`,
  `<img src=x onerror="${MARK};alert(1)">`,
  `<img src="x" onerror=${MARK}>`,
  `<svg onload="${MARK}"><script>${MARK}</script></svg>`,
  `<svg><animate onbegin="${MARK}" attributeName="x" dur="1s"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${MARK}"></style></mglyph></table></mtext></math>`,
  `<math><a xlink:href="javascript:${MARK}">m</a></math>`,
  `<a href="javascript:${MARK}">click</a>`,
  `<a href="JaVaScRiPt:${MARK}">click</a>`,
  `<a href="jav&#x09;ascript:${MARK}">tab</a>`,
  `<a href="data:text/html,<script>${MARK}</script>">data</a>`,
  `<iframe srcdoc="<script>parent.${MARK}</script>"></iframe>`,
  `<iframe src="javascript:parent.${MARK}"></iframe>`,
  `<object data="javascript:${MARK}"></object><embed src="javascript:${MARK}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${MARK}">`,
  `<form action="javascript:${MARK}"><button>go</button></form>`,
  `<p style="background:url(javascript:${MARK});width:expression(${MARK})">style</p>`,
  `<style>@import 'javascript:${MARK}';body{background:url("javascript:${MARK}")}</style>`,
  `<div onmouseover="${MARK}" onfocus="${MARK}" tabindex="1" autofocus>hover</div>`,
  `<details open ontoggle="${MARK}">t</details>`,
  `<body onload="${MARK}">`,
  `<base href="javascript:${MARK}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${MARK}>"></noscript>`,
  `<template><script>${MARK}</script></template>`,
  `<table><td background="javascript:${MARK}">t</td></table>`,
  `<img src="data:image/svg+xml,<svg onload='${MARK}'/>">`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${MARK}">entities</a>`,
  `<!--<img src=x onerror=${MARK}>--><img src=x onerror=${MARK}//`,
  `<scr<script>ipt>${MARK}</scr</script>ipt>`,
  `"><script>${MARK}</script><"`,
  `<input onfocus="${MARK}" autofocus><select onfocus="${MARK}" autofocus>`,
  `<video><source onerror="${MARK}"></video><audio src=x onerror=${MARK}>`,
  `<link rel="import" href="data:text/html,<script>${MARK}</script>">`,
  `<a href="#" id="x" name="__xss">clobber</a><form name="__xss"><input name="x"></form>`,
  `\u202e<img src=x onerror=${MARK}>\u0000<script>${MARK}</script>`,
]

const noNul = (text = '') => text.replaceAll('\u0000', '')

/**
 * The corpus goes in twice, each time into its own data folder and server: through the app's write
 * paths (which sanitise), and by SQL straight into the rows (as an older version, a migration or a
 * database tool could), where only the read path's sanitiser stands between the row and the page.
 */
const WRITES = ['app', 'sql'] as const
type Write = (typeof WRITES)[number]
const servers = new Map<Write, { server: RunningServer; dataDir: string; ids: number[] }>()

test.describe.configure({ mode: 'serial' })

async function storeCorpus(write: Write): Promise<void> {
  const dataDir = mkdtempSync(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), `xss-${write}-`))
  const ids: number[] = []
  const handle = await openDatabase(
    { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    { migrationsFolder: MIGRATIONS_FOLDER, seed: true },
  )
  try {
    // A few payloads per item, so each page carries several at once, in both languages.
    for (let i = 0; i < CORPUS.length; i += 5) {
      // PostgreSQL refuses U+0000 in text, whichever way it is written.
      const body = noNul(CORPUS.slice(i, i + 5).join('\n<p>between</p>\n'))
      const id = await createNews(handle.db, {
        category: 'trade',
        titleCn: `XSS ${i} ${noNul(CORPUS[i])}`,
        titleEn: `XSS ${i} ${noNul(CORPUS[i])}`,
        summaryCn: noNul(CORPUS[i + 1]),
        summaryEn: noNul(CORPUS[i + 1]),
        bodyCn: write === 'app' ? body : '<p>replaced by SQL below</p>',
        bodyEn: write === 'app' ? body : '<p>replaced by SQL below</p>',
        publishedAt: new Date(Date.now() - 60_000),
        status: 'published',
      })
      if (write === 'sql')
        await handle.db.execute(sql`update news set body_cn = ${body}, body_en = ${body} where id = ${id}`)
      ids.push(id)
    }
    const corpus = noNul(CORPUS.join('\n'))
    for (const code of ['organiser_contacts', 'privacy_notice', 'parking_notice'])
      for (const suffix of ['cn', 'en']) {
        if (write === 'app') {
          await saveConfigEntry(handle.db, { code: `${code}_${suffix}`, type: CONFIG_TYPE_RICH, value: corpus })
        } else {
          await handle.db.execute(
            sql`update site_config set content_rich = ${corpus} where code = ${`${code}_${suffix}`}`,
          )
        }
      }
    // every other rich field too: the text pages' bodies
    if (write === 'sql') await handle.db.execute(sql`update site_config set content_rich = ${corpus} where type <> 1`)
    // A plain-text entry holding markup is text: shown as such, never parsed as HTML.
    if (write === 'sql') {
      for (const suffix of ['cn', 'en'])
        await handle.db.execute(
          sql`update site_config set content = ${corpus} where code = ${`exhibition_date_${suffix}`}`,
        )
    }
  } finally {
    await handle.close()
  }
  servers.set(write, { server: await startServer({ DATA_DIR: dataDir }), dataDir, ids })
}

test.beforeAll(async () => {
  test.setTimeout(180_000)
  for (const write of WRITES) await storeCorpus(write)
})

test.afterAll(async () => {
  for (const { server, dataDir } of servers.values()) {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

for (const write of WRITES) {
  test(`no stored payload runs on the pages that show it (written through the ${write})`, async ({ page }) => {
    const { server, ids } = servers.get(write) ?? { server: undefined, ids: [] }
    if (!server) throw new Error('no server')
    test.setTimeout(120_000)
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] }
      w.__csp = []
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      )
    })
    const paths = [
      ...ids.flatMap((id) => [`/news/${id}`, `/en/news/${id}`]),
      '/news',
      '/en/news',
      '/trade-news',
      '/en/search-news?keywords=XSS',
      '/contact',
      '/en/contact',
      '/visitor-guide',
      '/en/visitor-guide',
      '/introduce',
      '/en/why-visit',
      '/become-an-exhibitor',
      '/',
    ]
    for (const p of paths) {
      const res = await page.goto(server.url + p)
      expect(res?.status(), p).toBe(200)
      // Give event-handler payloads a chance: hover and focus everything, wait for timers and loads.
      await page.mouse.move(10, 10)
      await page.mouse.move(400, 400)
      await page.keyboard.press('Tab')
      await page.waitForTimeout(150)
      const state = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: unknown }).__xss,
        csp: (window as unknown as { __csp: string[] }).__csp,
        href: location.href,
      }))
      // A clobbered `window.__xss` (named form/anchor) would be an element, never the number 1.
      expect(state.xss === 1, `${p}: injected global set`).toBe(false)
      expect(state.csp, `${p}: CSP violations`).toEqual([])
      expect(state.href.startsWith(server.url), `${p}: navigated away`).toBe(true)
    }
    expect(dialogs).toEqual([])

    // The API hands out the same sanitised HTML (nothing that runs, whoever wrote the row).
    const HOSTILE = /<script|<iframe|<svg|<math|<object|<embed|<style|\son\w+\s*=|javascript:/i
    for (const id of ids) {
      for (const lang of ['cn', 'en']) {
        const answer = await (await page.request.get(`${server.url}/api/news/${id}`, { headers: { lang } })).json()
        expect(answer.data.body, `news ${id} (${lang})`).not.toMatch(HOSTILE)
      }
    }
    const config = (await (await page.request.get(`${server.url}/api/config`)).json()).data.list as {
      code: string
      content_rich: string | null
    }[]
    for (const entry of config) expect(entry.content_rich ?? '', entry.code).not.toMatch(HOSTILE)
  })
}
