import type { MenuItemDto, PartnerDto } from '~/contracts/content'
import type { PrivacyNoticeDto } from '~/contracts/privacy-notice'
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
  /**
   * The newsletter's privacy notice: every page's footer carries the subscription form, so its notice
   * and version travel with the layout (null: none yet, or the database could not be read).
   */
  subscriptionNotice: PrivacyNoticeDto | null
  /** True when the database could not be read and the layout falls back to built-in texts. */
  degraded: boolean
}
