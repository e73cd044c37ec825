import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { badgeIndex, openBadge, scanHash } from './badge-seal'
import { sealBadges } from './badge-seal.server'

// The offline list's entries (ADR 038): what the server seals (node:crypto) the device opens
// (WebCrypto, as in the browser).
const TOKEN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const OTHER = 'ZYXWVUTSRQPONMLKJIHGFEDCBA'
const contents = { truename: '李雷 Lei', company: '绿叶进口有限公司', visitorType: 'retail' as const, cancelled: false }

describe('a sealed badge', () => {
  it('sealed by the server opens on the device with its own token to what was sealed, and with no other', async () => {
    const [entry] = await sealBadges([{ token: TOKEN, contents }])
    if (!entry) throw new Error('nothing sealed')
    expect(entry.i).toBe(await badgeIndex(TOKEN))
    expect(await openBadge(TOKEN, entry)).toEqual(contents)
    expect(await openBadge(OTHER, entry)).toBeNull()
    expect(await openBadge(TOKEN, { ...entry, c: `${entry.c.slice(0, -2)}AA` })).toBeNull()
  })

  it('names nobody in clear and differs at each download (a fresh IV)', async () => {
    const [one, two] = await sealBadges([
      { token: TOKEN, contents },
      { token: TOKEN, contents },
    ])
    if (!one || !two) throw new Error('nothing sealed')
    expect(one.i).toBe(two.i)
    expect(one.c).not.toBe(two.c)
    const text = JSON.stringify(one)
    for (const clear of [TOKEN, 'Lei', 'retail', Buffer.from('Lei').toString('base64').slice(0, 3)])
      expect(text).not.toContain(clear)
  })

  it('is indexed by one hash of the token and queued by another, neither the bare SHA-256', async () => {
    const bare = createHash('sha256').update(TOKEN).digest('hex')
    const index = await badgeIndex(TOKEN)
    const queued = await scanHash(TOKEN)
    expect(index).toMatch(/^[0-9a-f]{64}$/)
    expect(index).toBe(createHash('sha256').update(`index:${TOKEN}`).digest('hex'))
    expect(queued).toBe(createHash('sha256').update(`scan:${TOKEN}`).digest('hex'))
    expect(new Set([bare, index, queued]).size).toBe(3)
  })
})
