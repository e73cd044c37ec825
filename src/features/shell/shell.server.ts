import type { Db } from '~/db/client.server'
import { type Locale, pickLocaleList } from '~/db/localise'
import { listPartners } from '~/db/repositories/partners.server'
import { getSiteConfig } from '~/db/repositories/site-config.server'
import { menu } from '~/features/content/site.server'
import type { ShellData } from './shell.types'

export async function loadShell(db: Db, locale: Locale): Promise<ShellData> {
  const [config, menuItems, partners] = await Promise.all([getSiteConfig(db), menu(db, locale), listPartners(db)])
  const byKind: ShellData['partners'] = {
    organiser: [],
    patronage: [],
    certification: [],
    media: [],
    sister_fair: [],
    social: [],
  }
  for (const partner of pickLocaleList(partners, locale)) byKind[partner.kind].push(partner)
  return { config, menu: menuItems, partners: byKind, degraded: false }
}

export const DEGRADED_SHELL: ShellData = {
  config: {},
  menu: [],
  partners: { organiser: [], patronage: [], certification: [], media: [], sister_fair: [], social: [] },
  degraded: true,
}
