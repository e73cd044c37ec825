/**
 * `?sent=1`: the page a plain form post was redirected to after it was accepted (Post/Redirect/Get,
 * ADR 027) shows the success. Any other value is ignored: the flag only chooses a message.
 */
export const sentFlagSearch = (raw: Record<string, unknown>): { sent?: '1' } => (raw.sent === '1' ? { sent: '1' } : {})

/** The flag as the loader sees it. */
export const sentFlagDeps = ({ search }: { search: { sent?: '1' } }) => ({ sent: search.sent === '1' })
