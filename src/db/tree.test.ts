import { describe, expect, it } from 'vitest'
import { buildTree } from './tree'

describe('buildTree', () => {
  it('nests children under parents in row order and surfaces orphans as roots', () => {
    const rows = [
      { id: 1, parentId: null, name: 'a' },
      { id: 2, parentId: 1, name: 'a1' },
      { id: 3, parentId: null, name: 'b' },
      { id: 4, parentId: 1, name: 'a2' },
      { id: 5, parentId: 99, name: 'orphan' },
    ]
    const tree = buildTree(rows)
    expect(tree.map((node) => node.name)).toEqual(['a', 'b', 'orphan'])
    expect(tree[0]?.children.map((node) => node.name)).toEqual(['a1', 'a2'])
    expect(tree[1]?.children).toEqual([])
  })
})
