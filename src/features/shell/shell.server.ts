import { readContent } from '~/content/content-read.server'
import { displayedNotice } from '~/content/privacy-notices.server'
import { menu } from '~/content/site.server'
import type { ShellData } from '~/contracts/shell'
import type { Db } from '~/db/client.server'
import { pickLocaleList } from '~/db/localise'
import { currentNotice } from '~/db/repositories/privacy-notices.server'
import { readSiteConfig } from '~/db/repositories/site-config.server'
import type { Locale } from '~/i18n/locales'

export async function loadShell(db: Db, locale: Locale): Promise<ShellData> {
  const [config, menuItems, partners, subscriptionNotice] = await Promise.all([
    readSiteConfig(db),
    menu(db, locale),
    readContent(db, 'partners'),
    currentNotice(db, 'subscription'),
  ])
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
    subscriptionNotice: displayedNotice('subscription', subscriptionNotice, config, locale),
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
  subscriptionNotice: null,
  degraded: true,
}
