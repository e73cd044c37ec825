import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menu } from '~/content/site.server'
import { createTestDb, type TestDatabase } from '~/db/testing.server'
import { listAudit } from '../audit/audit.server'
import { AdminError, requireCapability } from '../auth/session.server'
import { createTestAuth, signedInWithRole } from '../auth/testing.server'
import { deleteMenuItem, moveMenuItem, readMenu, saveMenuItem } from './menu.server'
import { moveFor } from './menu.shared'

const EDITOR = { id: null, email: 'editor@example.cn' }
const page = (titleEn: string, path: string) => ({
  kind: 'page',
  titleCn: `中文 ${titleEn}`,
  titleEn,
  path,
  newWindow: false,
})

describe('the menu editor core', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb()
  })
  afterAll(() => testDb?.close())

  const topTitles = async () => (await readMenu(testDb.db)).map((item) => item.titleEn)

  it('reads the seeded tree in the header’s order, both languages', async () => {
    const tree = await readMenu(testDb.db)
    expect(tree.map((item) => item.titleEn)).toEqual((await menu(testDb.db, 'en')).map((item) => item.title))
    expect(tree[1]?.children.length).toBeGreaterThan(1)
    expect(tree[0]).toMatchObject({ titleCn: '首页', path: '/', outLink: null, newWindow: false })
  })

  it('reorders top-level items, as the public header then shows them, and audits the move', async () => {
    const [first, second] = await readMenu(testDb.db)
    if (!first || !second) throw new Error('needs two items')
    const move = moveFor(await readMenu(testDb.db), second.id, 'up')
    expect(move).toEqual({ id: second.id, parentId: null, index: 0 })
    if (!move) return
    expect(await moveMenuItem(testDb.db, EDITOR, move)).toEqual({ ok: true })
    expect((await menu(testDb.db, 'en')).slice(0, 2).map((item) => item.title)).toEqual([second.titleEn, first.titleEn])
    const [entry] = await listAudit(testDb.db, { entity: 'menu_item', entityId: String(second.id), limit: 1 })
    expect(entry).toMatchObject({ action: 'update', actorEmail: EDITOR.email })
    // And back: nothing moves past either end.
    expect(moveFor(await readMenu(testDb.db), second.id, 'up')).toBeNull()
    expect(await moveMenuItem(testDb.db, EDITOR, { id: second.id, parentId: null, index: 1 })).toEqual({ ok: true })
    expect((await topTitles()).slice(0, 2)).toEqual([first.titleEn, second.titleEn])
  })

  it('reparents: into the item above, out again just after its parent; never three levels deep', async () => {
    const tree = await readMenu(testDb.db)
    const home = tree[0]
    const about = tree[1]
    const child = about?.children[0]
    if (!home || !about || !child) throw new Error('seed changed')
    // A group cannot go into another item (its children would be a third level), nor under a child.
    expect(moveFor(tree, tree[2]?.id ?? 0, 'into')).toBeNull()
    expect(await moveMenuItem(testDb.db, EDITOR, { id: about.id, parentId: home.id, index: 0 })).toEqual({
      ok: false,
      reason: 'too-deep',
    })
    expect(await moveMenuItem(testDb.db, EDITOR, { id: home.id, parentId: child.id, index: 0 })).toEqual({
      ok: false,
      reason: 'too-deep',
    })
    expect(await moveMenuItem(testDb.db, EDITOR, { id: 999_999, parentId: null, index: 0 })).toEqual({
      ok: false,
      reason: 'not-found',
    })

    const out = moveFor(tree, child.id, 'out')
    expect(out).toEqual({ id: child.id, parentId: null, index: 2 })
    if (!out) return
    expect(await moveMenuItem(testDb.db, EDITOR, out)).toEqual({ ok: true })
    const flat = await readMenu(testDb.db)
    expect(flat[2]?.id).toBe(child.id)
    expect(flat[1]?.children.map((c) => c.id)).not.toContain(child.id)

    const into = moveFor(flat, child.id, 'into')
    expect(into).toEqual({ id: child.id, parentId: about.id, index: about.children.length - 1 })
    if (!into) return
    expect(await moveMenuItem(testDb.db, EDITOR, into)).toEqual({ ok: true })
    const back = await readMenu(testDb.db)
    expect(back[1]?.children.at(-1)?.id).toBe(child.id)
    // Positions are renumbered 1..n among siblings: moving it back up to the first place works.
    expect(await moveMenuItem(testDb.db, EDITOR, { id: child.id, parentId: about.id, index: 0 })).toEqual({ ok: true })
    expect((await readMenu(testDb.db))[1]?.children[0]?.id).toBe(child.id)
  })

  it('adds children with a page of the route tree or an https link; refuses anything else by entry', async () => {
    const about = (await readMenu(testDb.db))[1]
    if (!about) throw new Error('seed changed')
    const before = await readMenu(testDb.db)
    const refused = async (item: Record<string, unknown>) =>
      saveMenuItem(testDb.db, EDITOR, { id: null, parentId: about.id, item })
    expect(await refused(page('Typo', '/nwes'))).toEqual({ ok: false, reason: 'invalid', problems: { path: 'page' } })
    expect(await refused(page('Localised', '/en/news'))).toMatchObject({ problems: { path: 'page' } })
    for (const outLink of ['javascript:alert(1)', 'http://example.com/', '//example.com', 'ftp://example.com'])
      expect(await refused({ kind: 'link', titleCn: '链接', titleEn: 'Link', outLink, newWindow: true })).toEqual({
        ok: false,
        reason: 'invalid',
        problems: { outLink: 'https' },
      })
    expect(await refused({ ...page('', '/news'), titleCn: ' ' })).toMatchObject({
      problems: { titleCn: 'required', titleEn: 'required' },
    })
    expect(await refused({ ...page('Extra', '/news'), sortOrder: 1 })).toMatchObject({ reason: 'invalid' })
    expect(await readMenu(testDb.db)).toEqual(before)

    const internal = await saveMenuItem(testDb.db, EDITOR, {
      id: null,
      parentId: about.id,
      item: page('Latest news', '/news'),
    })
    const external = await saveMenuItem(testDb.db, EDITOR, {
      id: null,
      parentId: about.id,
      item: { kind: 'link', titleCn: '报名', titleEn: 'Register', outLink: ' https://example.com/r ', newWindow: true },
    })
    if (!internal.ok || !external.ok) throw new Error('refused')
    const children = (await menu(testDb.db, 'en'))[1]?.childlist ?? []
    expect(children.slice(-2)).toEqual([
      { path: '/news', title: 'Latest news', out_link: null, target: null, childlist: [] },
      {
        path: 'https://example.com/r',
        title: 'Register',
        out_link: 'https://example.com/r',
        target: '_blank',
        childlist: [],
      },
    ])
    // A child cannot get children of its own.
    expect(await saveMenuItem(testDb.db, EDITOR, { id: null, parentId: internal.id, item: page('Deep', '/') })).toEqual(
      { ok: false, reason: 'not-found' },
    )

    // Edit in both languages, then delete; each in the audit log.
    expect(
      await saveMenuItem(testDb.db, EDITOR, {
        id: internal.id,
        parentId: null,
        item: { ...page('News', '/news'), titleCn: '新闻' },
      }),
    ).toEqual({ ok: true, id: internal.id })
    expect((await menu(testDb.db, 'cn'))[1]?.childlist.at(-2)?.title).toBe('新闻')
    expect(await deleteMenuItem(testDb.db, EDITOR, internal.id)).toBe(true)
    expect(await deleteMenuItem(testDb.db, EDITOR, internal.id)).toBe(false)
    expect(await saveMenuItem(testDb.db, EDITOR, { id: internal.id, parentId: null, item: page('x', '/') })).toEqual({
      ok: false,
      reason: 'not-found',
    })
    const log = await listAudit(testDb.db, { entity: 'menu_item', entityId: String(internal.id), limit: 5 })
    expect(log.map((entry) => entry.action)).toEqual(['delete', 'update', 'create'])
  })

  it('hides an item, and a group with its sub-items, from the public menu only; shows them again', async () => {
    const tree = await readMenu(testDb.db)
    const group = tree.find((item) => item.children.length > 1)
    const single = tree.find((item) => item.children.length === 0)
    const child = group?.children[0]
    if (!group || !single || !child) throw new Error('needs a group and a single item')
    const publicTitles = async () => JSON.stringify(await menu(testDb.db, 'en'))
    const setHidden = (item: typeof group, parentId: number | null, hidden: boolean) =>
      saveMenuItem(testDb.db, EDITOR, {
        id: item.id,
        parentId,
        item: item.outLink
          ? {
              kind: 'link',
              titleCn: item.titleCn,
              titleEn: item.titleEn,
              outLink: item.outLink,
              newWindow: item.newWindow,
              hidden,
            }
          : { ...page(item.titleEn, item.path), titleCn: item.titleCn, newWindow: item.newWindow, hidden },
      })

    expect(await setHidden(single, null, true)).toEqual({ ok: true, id: single.id })
    expect(await setHidden(child, group.id, true)).toEqual({ ok: true, id: child.id })
    const shown = await menu(testDb.db, 'en')
    expect(shown.map((item) => item.title)).not.toContain(single.titleEn)
    const shownGroup = shown.find((item) => item.title === group.titleEn)
    expect(shownGroup?.childlist.map((item) => item.title)).toEqual(group.children.slice(1).map((c) => c.titleEn))
    // The editor still has them, switched off.
    const edited = await readMenu(testDb.db)
    expect(edited.find((item) => item.id === single.id)).toMatchObject({ hidden: true })
    expect(edited.find((item) => item.id === group.id)?.children[0]).toMatchObject({ id: child.id, hidden: true })

    // A hidden group takes its sub-items with it: they do not surface at the top level.
    expect(await setHidden(group, null, true)).toEqual({ ok: true, id: group.id })
    const withoutGroup = await publicTitles()
    for (const item of [group, ...group.children]) expect(withoutGroup).not.toContain(`"${item.titleEn}"`)
    const [entry] = await listAudit(testDb.db, { entity: 'menu_item', entityId: String(group.id), limit: 1 })
    expect(JSON.parse(entry?.after ?? '{}')).toMatchObject({ hidden: true })

    for (const [item, parentId] of [
      [group, null],
      [child, group.id],
      [single, null],
    ] as const)
      expect(await setHidden(item, parentId, false)).toEqual({ ok: true, id: item.id })
    expect(await readMenu(testDb.db)).toEqual(tree)
  })

  it('deletes a group with its children', async () => {
    const group = (await readMenu(testDb.db)).find((item) => item.children.length > 0)
    if (!group) throw new Error('no group')
    expect(await deleteMenuItem(testDb.db, EDITOR, group.id)).toBe(true)
    const ids = JSON.stringify(await readMenu(testDb.db))
    for (const child of group.children) expect(ids).not.toContain(`"id":${child.id},`)
  })
})

describe('who may edit the menu', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDb({ seed: false })
  })
  afterAll(() => testDb?.close())

  it('editors may, sales is refused by the gate every menu server function passes (content:write)', async () => {
    const auth = createTestAuth(testDb.db)
    const editor = await signedInWithRole(testDb.db, auth, 'editor', 'editor@example.cn')
    const sales = await signedInWithRole(testDb.db, auth, 'sales', 'sales@example.cn')
    expect((await requireCapability(editor, 'content:write', auth)).role).toBe('editor')
    const refusal = await requireCapability(sales, 'content:write', auth).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(AdminError)
    expect(refusal).toMatchObject({ status: 403, code: 'FORBIDDEN' })
  })
})
