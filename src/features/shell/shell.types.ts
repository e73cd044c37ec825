import type { Localised } from '~/db/localise'
import type { Partner } from '~/db/repositories/partners.server'
import type { MenuItemDto } from '~/features/content/site.server'

export type PartnerDto = Localised<Partner>

/** What every page's layout needs: configuration, the menu and the footer's partner lists. */
export interface ShellData {
  config: Record<string, string>
  menu: MenuItemDto[]
  partners: Record<Partner['kind'], PartnerDto[]>
  /** True when the database could not be read and the layout falls back to built-in texts. */
  degraded: boolean
}
