/**
 * The site's colours: the theme's colour tokens (theme.css.ts) and the generated media (the world
 * map, the video clips) take them from here, so a change of brand colour reaches both.
 */
export const palette = {
  brand: '#1f6b3a',
  brandDark: '#154d29',
  brandLight: '#e8f3ea',
  accent: '#c8861a',
  accentDark: '#8a5a0b',
  text: '#1d2a21',
  textMuted: '#4f5f54',
  textOnBrand: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f4f7f2',
  border: '#d8e0d6',
  focus: '#0b57d0',
  danger: '#b3261e',
  success: '#1f6b3a',
} as const
