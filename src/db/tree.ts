/** Flat parent/child rows (menu, industry) to nested nodes, keeping the rows' order among siblings. */
export type TreeNode<T> = T & { children: TreeNode<T>[] }

export function buildTree<T extends { id: number; parentId: number | null }>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>()
  for (const row of rows) nodes.set(row.id, { ...row, children: [] })
  const roots: TreeNode<T>[] = []
  for (const row of rows) {
    const node = nodes.get(row.id) as TreeNode<T>
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId)
    // A row whose parent is missing (filtered out or deleted) surfaces as a root rather than vanishing.
    ;(parent ? parent.children : roots).push(node)
  }
  return roots
}
