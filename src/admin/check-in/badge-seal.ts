import * as v from 'valibot'
import { VISITOR_TYPES } from '~/db/schema-enums'

/**
 * The door device's offline list without the list (ADR 038). Each badge is an entry `{ i, c }`: `i`
 * a hash of its token (what the device looks it up by), `c` the name, company, type and cancelled flag
 * encrypted under a key derived from the token itself. A device reads a badge only when it is shown
 * the badge; the list alone names nobody. The device opens entries here with WebCrypto; the server
 * seals them to these constants with node:crypto's synchronous calls (badge-seal.server.ts, several
 * times faster for a list of thousands), and a unit test opens the server's entries here.
 */

/** What a sealed entry holds: what the door shows for a badge without a network. */
export const BadgeContents = v.object({
  truename: v.string(),
  company: v.string(),
  visitorType: v.picklist(VISITOR_TYPES),
  cancelled: v.boolean(),
})
export type BadgeContents = v.InferOutput<typeof BadgeContents>

/** One badge of the offline list: its index (hex) and its contents sealed (base64url of IV and ciphertext). */
export interface SealedBadge {
  i: string
  c: string
}

/**
 * Separate domains for the hashes of one token: the list's index (the device holds every badge's) is
 * not the hash a queued scan is sent with, so a device holding the list cannot claim scans of badges
 * it was never shown. The key's HKDF info is a third domain.
 */
export const INDEX_DOMAIN = 'index:'
export const SCAN_DOMAIN = 'scan:'
export const KEY_INFO = 'fair door offline badge v1'
/** 96-bit IV, as AES-GCM expects; a fresh one for each entry of each download, first in `c`. */
export const IV_BYTES = 12

const utf8 = (text: string) => new TextEncoder().encode(text)
const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('')

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let n = 0; n < binary.length; n++) bytes[n] = binary.charCodeAt(n)
  return bytes
}

const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', utf8(text)))

/** The list's index of a badge: SHA-256 of `index:` and the token, hex. */
export const badgeIndex = (token: string) => sha256Hex(INDEX_DOMAIN + token)

/** What a queued scan names its badge by: SHA-256 of `scan:` and the token, hex (the server matches it in SQL). */
export const scanHash = (token: string) => sha256Hex(SCAN_DOMAIN + token)

/** AES-256-GCM key of one badge (as badge-seal.server.ts derives it): HKDF-SHA256 over the token (128 random bits), no salt, a fixed info. */
async function badgeKey(token: string): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(token), 'HKDF', false, ['deriveKey'])
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8(KEY_INFO) },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['decrypt'],
  )
}

/** The contents of an entry for the token shown at the door (device side); null if it is not that badge's. */
export async function openBadge(token: string, entry: SealedBadge): Promise<BadgeContents | null> {
  try {
    const both = fromBase64url(entry.c)
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: both.subarray(0, IV_BYTES) },
      await badgeKey(token),
      both.subarray(IV_BYTES),
    )
    const parsed = v.safeParse(BadgeContents, JSON.parse(new TextDecoder().decode(plain)))
    return parsed.success ? parsed.output : null
  } catch {
    // Another token's key, or an entry damaged on the device: the door treats it as not on the list.
    return null
  }
}
