import { createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { palette } from './palette'

/**
 * Design tokens. System font stacks only: Google Fonts are blocked in China and a web font
 * would shift layout when it arrives; every stack lists the common CJK faces first for Chinese.
 */
export const vars = createGlobalTheme(':root', {
  color: palette,
  font: {
    body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading:
      '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(1.75rem, 1.2rem + 2vw, 2.75rem)',
  },
  lineHeight: { tight: '1.25', body: '1.7' },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(2.5rem, 2rem + 3vw, 5rem)',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: { card: '0 2px 12px rgba(20, 60, 30, 0.08)', raised: '0 8px 28px rgba(20, 60, 30, 0.16)' },
  layout: {
    maxWidth: '1280px',
    gutter: 'clamp(1rem, 0.5rem + 2vw, 2rem)',
    headerTop: '80px',
    headerTopCompact: '60px',
    headerNav: '56px',
    headerMobile: '56px',
  },
  z: { header: '100', floating: '200', overlay: '300', dialog: '400', loading: '500' },
})

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: '160px' })
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
})
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: vars.lineHeight.tight, margin: 0 })
globalStyle('img, video', { maxWidth: '100%', height: 'auto' })
globalStyle('a', { color: vars.color.brand })
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' })
// Check boxes and radio buttons as touch targets of at least 24 px (WCAG 2.5.8), in the brand colour.
globalStyle('input[type="checkbox"], input[type="radio"]', { width: 24, height: 24, accentColor: vars.color.brand })
