import { asc, eq, max } from 'drizzle-orm'
import * as v from 'valibot'
import {
  MENU_PROBLEMS,
  type MenuEditorItem,
  MenuItemForm,
  type MenuMove,
  type MenuMoveAnswer,
  type MenuSaveAnswer,
} from '~/admin/menu/contract'
import type { Db } from '~/db/client.server'
import { flushWrites } from '~/db/durability.server'
import { getWholeMenuTree, type WholeMenuNode } from '~/db/repositories/menu.server'
import { menuItem } from '~/db/schema'
import { buildTree } from '~/db/tree'
import { type Actor, recordAudit } from '../audit/audit.server'
import { problemsByEntry } from '../ui/form-problems'
import { applyMove, moveProblem, placeOf, positionsOf } from './menu.shared'

/**
 * The one server core of the menu editor (ADR 020): read the tree, save an item, delete one, move one.
 * Each write runs in one transaction with its audit entry and is durable before it answers; `menu_item`
 * is content, so the header and footer of every process show the change within 2 s.
 */

const ENTITY = 'menu_item'
const NEW_WINDOW = '_blank'

function editorItem(node: WholeMenuNode): MenuEditorItem {
  return {
    id: node.id,
    titleCn: node.titleCn,
    titleEn: node.titleEn,
    path: node.path,
    outLink: node.outLink,
    newWindow: node.target === NEW_WINDOW,
    hidden: node.hidden,
    children: node.children.map(editorItem),
  }
}

/**
 * The menu in the public header's order, with both languages and the switched-off items too (the
 * public read, `getMenuTree`, is this tree without them).
 */
export async function readMenu(db: Db): Promise<MenuEditorItem[]> {
  return (await getWholeMenuTree(db)).map(editorItem)
}

/** Every row, locked until the transaction ends, as a tree: the moves are computed on what is stored. */
async function lockedTree(tx: Db) {
  const rows = await tx
    .select({ id: menuItem.id, parentId: menuItem.parentId, sortOrder: menuItem.sortOrder })
    .from(menuItem)
    .orderBy(asc(menuItem.sortOrder), asc(menuItem.id))
    .for('update')
  return { rows, tree: buildTree(rows) }
}

const snapshot = (row: typeof menuItem.$inferSelect) => ({
  parentId: row.parentId,
  path: row.path,
  titleCn: row.titleCn,
  titleEn: row.titleEn,
  outLink: row.outLink,
  target: row.target,
  hidden: row.hidden,
})

/**
 * Creates an item (`id` null, placed last under `parentId`) or updates one's labels and target. The
 * form is checked by the shared schema, so a target outside the route tree or a non-https link is
 * refused here whatever the browser sent; each refused entry is named.
 */
export async function saveMenuItem(
  db: Db,
  actor: Actor,
  input: { id: number | null; parentId: number | null; item: unknown },
): Promise<MenuSaveAnswer> {
  const parsed = v.safeParse(MenuItemForm, input.item)
  if (!parsed.success)
    return { ok: false, reason: 'invalid', problems: problemsByEntry(parsed.issues, MENU_PROBLEMS, 'required') }
  const form = parsed.output
  const values = {
    titleCn: form.titleCn,
    titleEn: form.titleEn,
    // An external item's `path` is the link too, so a reader of `/api/menu` that knows only `path` still goes there.
    path: form.kind === 'page' ? form.path : form.outLink,
    outLink: form.kind === 'link' ? form.outLink : null,
    target: form.newWindow ? NEW_WINDOW : null,
    hidden: form.hidden,
  }
  const saved = await db.transaction(async (tx): Promise<number | undefined> => {
    if (input.id === null) {
      const { tree } = await lockedTree(tx)
      const parent = input.parentId === null ? null : placeOf(tree, input.parentId)
      // A new item's parent must be a top-level item: the header shows two levels.
      if (parent === undefined || parent?.parent) return undefined
      const [last] = await tx
        .select({ value: max(menuItem.sortOrder) })
        .from(menuItem)
        .where(input.parentId === null ? undefined : eq(menuItem.parentId, input.parentId))
      const [row] = await tx
        .insert(menuItem)
        .values({ ...values, parentId: input.parentId, sortOrder: (last?.value ?? 0) + 1 })
        .returning()
      if (!row) return undefined
      await recordAudit(tx, actor, { action: 'create', entity: ENTITY, entityId: String(row.id), after: snapshot(row) })
      return row.id
    }
    const [before] = await tx.select().from(menuItem).where(eq(menuItem.id, input.id)).for('update')
    if (!before) return undefined
    const [after] = await tx.update(menuItem).set(values).where(eq(menuItem.id, input.id)).returning()
    if (!after) return undefined
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: String(input.id),
      before: snapshot(before),
      after: snapshot(after),
    })
    return after.id
  })
  if (saved === undefined) return { ok: false, reason: 'not-found' }
  await flushWrites(db)
  return { ok: true, id: saved }
}

/** Deletes an item and, with it, its children (the table cascades); the audit entry keeps them all. */
export async function deleteMenuItem(db: Db, actor: Actor, id: number): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(menuItem).where(eq(menuItem.id, id)).for('update')
    if (!item) return false
    const children = await tx.select().from(menuItem).where(eq(menuItem.parentId, id))
    await tx.delete(menuItem).where(eq(menuItem.id, id))
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: ENTITY,
      entityId: String(id),
      before: { ...snapshot(item), children: children.map(snapshot) },
    })
    return true
  })
  if (deleted) await flushWrites(db)
  return deleted
}

/**
 * Puts an item at `index` among the children of `parentId` (or at the top level): the one move behind
 * the buttons and drag and drop. Both affected sibling lists are renumbered 1..n, so equal sort orders
 * of older data cannot make a move a no-op; only rows whose place changed are written.
 */
export async function moveMenuItem(db: Db, actor: Actor, move: MenuMove): Promise<MenuMoveAnswer> {
  const answer = await db.transaction(async (tx): Promise<MenuMoveAnswer> => {
    const { rows, tree } = await lockedTree(tx)
    const problem = moveProblem(tree, move)
    if (problem) return { ok: false, reason: problem }
    const stored = new Map(rows.map((row) => [row.id, row]))
    const before = stored.get(move.id)
    const positions = positionsOf(applyMove(tree, move))
    for (const position of positions) {
      const row = stored.get(position.id)
      if (row && row.parentId === position.parentId && row.sortOrder === position.sortOrder) continue
      await tx
        .update(menuItem)
        .set({ parentId: position.parentId, sortOrder: position.sortOrder })
        .where(eq(menuItem.id, position.id))
    }
    const after = positions.find((position) => position.id === move.id)
    await recordAudit(tx, actor, {
      action: 'update',
      entity: ENTITY,
      entityId: String(move.id),
      before: { parentId: before?.parentId ?? null, position: before?.sortOrder },
      after: { parentId: after?.parentId ?? null, position: after?.sortOrder, moved: true },
    })
    return { ok: true }
  })
  if (answer.ok) await flushWrites(db)
  return answer
}
