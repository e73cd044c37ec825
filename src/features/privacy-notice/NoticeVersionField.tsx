import type { PrivacyNoticeDto } from '~/contracts/privacy-notice'

/**
 * The version of the notice the form shows, sent with it (a plain post and the JSON body alike), so
 * the consent records the text the visitor read, not the one current when the post arrives.
 */
export function NoticeVersionField({ notice }: { notice: PrivacyNoticeDto | null }) {
  return <input type="hidden" name="noticeVersion" value={notice?.label ?? ''} />
}
