export { NoticeVersionField } from './NoticeVersionField'
export { privacyNoticeQuery, usePrivacyNotice } from './privacy-notice.queries'
