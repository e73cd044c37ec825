import { asc } from 'drizzle-orm'
import type { Db } from '../connect.server'
import { industry } from '../schema'
import { buildTree, type TreeNode } from '../tree'

export type IndustryNode = TreeNode<{
  id: number
  parentId: number | null
  code: string
  nameCn: string
  nameEn: string
}>

export async function getIndustryTree(db: Db): Promise<IndustryNode[]> {
  const rows = await db
    .select({
      id: industry.id,
      parentId: industry.parentId,
      code: industry.code,
      nameCn: industry.nameCn,
      nameEn: industry.nameEn,
    })
    .from(industry)
    .orderBy(asc(industry.sortOrder), asc(industry.id))
  return buildTree(rows)
}
