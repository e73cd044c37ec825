import { createCipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { type BadgeContents, INDEX_DOMAIN, IV_BYTES, KEY_INFO, type SealedBadge } from './badge-seal'

/**
 * One entry of the offline list as badge-seal.ts opens it in the browser: HKDF-SHA256 over the token
 * (no salt, the shared info) to an AES-256-GCM key, a fresh 96-bit IV, and `c` = IV, ciphertext and
 * tag (WebCrypto's layout) in base64url. Synchronous node:crypto: several times faster than WebCrypto's
 * promises for a list of thousands.
 */
function sealBadgeNow(token: string, contents: BadgeContents): SealedBadge {
  const key = Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), KEY_INFO, 32))
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const sealed = Buffer.concat([
    iv,
    cipher.update(JSON.stringify(contents), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ])
  return {
    i: createHash('sha256')
      .update(INDEX_DOMAIN + token)
      .digest('hex'),
    c: sealed.toString('base64url'),
  }
}

/** Entries sealed per batch, between which other requests get the event loop. */
const BATCH = 500

/** A whole list, letting other requests run between batches (a big edition takes a while). */
export async function sealBadges(
  badges: readonly { token: string; contents: BadgeContents }[],
): Promise<SealedBadge[]> {
  const sealed: SealedBadge[] = []
  for (let start = 0; start < badges.length; start += BATCH) {
    if (start > 0) await nextTurn()
    for (const { token, contents } of badges.slice(start, start + BATCH)) sealed.push(sealBadgeNow(token, contents))
  }
  return sealed
}
