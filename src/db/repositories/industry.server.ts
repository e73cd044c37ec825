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

/** The shown industries as a tree: a hidden industry takes its sub-industries with it. */
export async function getIndustryTree(db: Db): Promise<IndustryNode[]> {
  const rows = await db
    .select({
      id: industry.id,
      parentId: industry.parentId,
      code: industry.code,
      nameCn: industry.nameCn,
      nameEn: industry.nameEn,
      hidden: industry.hidden,
    })
    .from(industry)
    .orderBy(asc(industry.sortOrder), asc(industry.id))
  const shown = (nodes: TreeNode<(typeof rows)[number]>[]): IndustryNode[] =>
    nodes
      .filter((node) => !node.hidden)
      .map(({ hidden: _hidden, children, ...node }) => ({ ...node, children: shown(children) }))
  return shown(buildTree(rows))
}
