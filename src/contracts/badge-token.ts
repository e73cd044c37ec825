/** The badge's token as the QR code and the mailed link carry it: 26 base32 characters (128 bits). */
export const BADGE_TOKEN_RE = /^[A-Z2-7]{26}$/

/** A code typed at the door (any case, spaces or dashes between groups) as the token it names. */
export function badgeTokenOf(typed: string): string | null {
  const token = typed.replace(/[\s-]/g, '').toUpperCase()
  return BADGE_TOKEN_RE.test(token) ? token : null
}

/** The token in groups of four, as printed under the QR code for typing by hand. */
export const groupedToken = (token: string) => token.replace(/(.{4})(?=.)/g, '$1 ')
