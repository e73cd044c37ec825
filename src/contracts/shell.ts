import type { MenuItemDto, PartnerDto } from '~/contracts/content'
import type { SafeHtml } from '~/contracts/safe-html'
import type { PartnerKind } from '~/db/schema-enums'

/** What every page's layout needs: configuration, the menu and the footer's partner lists. */
export interface ShellData {
  /** Plain-text settings by code. */
  config: Record<string, string>
  /** Rich settings by code: sanitised HTML, rendered only by `RichHtml`. */
  rich: Record<string, SafeHtml>
  menu: MenuItemDto[]
  partners: Record<PartnerKind, PartnerDto[]>
  /** True when the database could not be read and the layout falls back to built-in texts. */
  degraded: boolean
}
