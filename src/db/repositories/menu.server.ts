import { asc } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { menuItem } from '../schema'
import { buildTree, type TreeNode } from '../tree'

interface MenuRow {
  id: number
  parentId: number | null
  path: string
  titleCn: string
  titleEn: string
  /** External URL replacing `path` when set (e.g. the pre-registration page). */
  outLink: string | null
  target: string | null
}
export type MenuNode = TreeNode<MenuRow>
/** An item as the editor sees it: with its on/off switch. */
export type WholeMenuNode = TreeNode<MenuRow & { hidden: boolean }>

/** Every item as a tree, the switched-off ones too, each with its switch: what the menu editor shows. */
export async function getWholeMenuTree(db: Db): Promise<WholeMenuNode[]> {
  const rows = await db
    .select({
      id: menuItem.id,
      parentId: menuItem.parentId,
      path: menuItem.path,
      titleCn: menuItem.titleCn,
      titleEn: menuItem.titleEn,
      outLink: menuItem.outLink,
      target: menuItem.target,
      hidden: menuItem.hidden,
    })
    .from(menuItem)
    .orderBy(asc(menuItem.sortOrder), asc(menuItem.id))
  return buildTree(rows)
}

/**
 * The menu the public header, footer and `/api/menu` show: a switched-off item is left out and takes its
 * sub-items with it (they do not surface as top-level items).
 */
export async function getMenuTree(db: Db): Promise<MenuNode[]> {
  const shown = (nodes: WholeMenuNode[]): MenuNode[] =>
    nodes
      .filter((node) => !node.hidden)
      .map(({ hidden: _hidden, children, ...node }) => ({ ...node, children: shown(children) }))
  return shown(await getWholeMenuTree(db))
}
