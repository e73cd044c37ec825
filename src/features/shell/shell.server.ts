import { menu } from '~/content/site.server'
import type { ShellData } from '~/contracts/shell'
import type { Db } from '~/db/client.server'
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPartners } from '~/db/repositories/partners.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'

export async function loadShell(db: Db, locale: Locale): Promise<ShellData> {
  const [config, menuItems, partners] = await Promise.all([readSiteConfig(db), menu(db, locale), listPartners(db)])
  const byKind: ShellData['partners'] = {
    organiser: [],
    patronage: [],
    certification: [],
    media: [],
    sister_fair: [],
    social: [],
  }
  for (const partner of pickLocaleList(partners, locale)) byKind[partner.kind].push(partner)
  return {
    config: layoutConfig(config.text, locale),
    rich: layoutConfig(config.rich, locale),
    menu: menuItems,
    partners: byKind,
    degraded: false,
  }
}

/**
 * The settings the layout and pages read through `useConfig`: every page's HTML carries them (SSR
 * hydration), so the other language's texts and the text pages' bodies (`page_*`, loaded by their
 * own routes) stay out.
 */
function layoutConfig<T extends string>(config: Record<string, T>, locale: Locale): Record<string, T> {
  const otherSuffix = locale === 'cn' ? '_en' : '_cn'
  return Object.fromEntries(
    Object.entries(config).filter(([code]) => !code.endsWith(otherSuffix) && !code.startsWith('page_')),
  )
}

export const DEGRADED_SHELL: ShellData = {
  config: {},
  rich: {},
  menu: [],
  partners: { organiser: [], patronage: [], certification: [], media: [], sister_fair: [], social: [] },
  degraded: true,
}
