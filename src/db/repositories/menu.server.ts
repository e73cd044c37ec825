import { asc } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { menuItem } from '../schema'
import { buildTree, type TreeNode } from '../tree'

export type MenuNode = TreeNode<{
  id: number
  parentId: number | null
  path: string
  titleCn: string
  titleEn: string
  /** External URL replacing `path` when set (e.g. the pre-registration page). */
  outLink: string | null
  target: string | null
}>

export async function getMenuTree(db: Db): Promise<MenuNode[]> {
  const rows = await db
    .select({
      id: menuItem.id,
      parentId: menuItem.parentId,
      path: menuItem.path,
      titleCn: menuItem.titleCn,
      titleEn: menuItem.titleEn,
      outLink: menuItem.outLink,
      target: menuItem.target,
    })
    .from(menuItem)
    .orderBy(asc(menuItem.sortOrder), asc(menuItem.id))
  return buildTree(rows)
}
