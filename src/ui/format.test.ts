import { describe, expect, it } from 'vitest'
import { formatFileSize, formatNumber } from './format'

describe('page formats', () => {
  it('formats numbers and sizes per locale', () => {
    expect(formatNumber('en', 6320)).toBe('6,320')
    expect(formatNumber('cn', 6320)).toBe('6,320')
    expect(formatFileSize('en', 4_718_592)).toBe('4.5 MB')
    expect(formatFileSize('en', 86_016)).toBe('84 KB')
    expect(formatFileSize('en', 52_428_800)).toBe('50.0 MB')
  })
})
