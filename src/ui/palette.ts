import { BRAND_COLOUR } from './brand-colour'

/**
 * The site's colours: the theme's colour tokens (theme.css.ts) and the generated media (the world
 * map, the video clips) take them from here, so a change of brand colour reaches both.
 */
export const palette = {
  brand: BRAND_COLOUR,
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
  /** Behind an error message, and a field marked invalid. */
  dangerLight: '#fdecea',
  dangerFaint: '#fff7f6',
  success: '#1f6b3a',
  accentLight: '#fff3dc',
  accentHover: '#e0a040',
  textOnAccent: '#1d1303',
  /** Search terms marked in results. */
  highlight: '#fde7a9',
  /** The sticky header before the page scrolls: the hero shows through a little. */
  surfaceTranslucent: 'rgba(255, 255, 255, 0.9)',
  /** On the brand-coloured footer and hero. */
  warningOnBrand: '#ffd9a0',
  borderOnBrand: 'rgba(255, 255, 255, 0.3)',
  hoverOnBrand: 'rgba(255, 255, 255, 0.12)',
  /** brandDark, translucent: the hero's text panel over its photo. */
  heroShade: 'rgba(21, 77, 41, 0.92)',
  /** Behind the site's own dialogs (search, the world map's details). */
  backdrop: 'rgba(10, 30, 15, 0.6)',
  /** Photos and videos: their dialog, and controls and captions laid over them. */
  mediaBackdrop: 'rgba(0, 0, 0, 0.8)',
  mediaBackground: '#000000',
  scrim: 'rgba(0, 0, 0, 0.5)',
  scrimHover: 'rgba(0, 0, 0, 0.7)',
  textOnMedia: '#ffffff',
  dotOnMedia: 'rgba(255, 255, 255, 0.55)',
  outlineOnMedia: 'rgba(0, 0, 0, 0.3)',
  /** A QR code's modules and quiet zone: pure black on white reads best on every scanner. */
  qrDark: '#000000',
  qrLight: '#ffffff',
  /** The check-in answers (text on background at least 7:1); the icon and the words carry it too. */
  admittedBackground: '#dff5e1',
  admittedBorder: '#1b7a2b',
  admittedText: '#0b3d14',
  repeatBackground: '#fff1cc',
  repeatBorder: '#a86b00',
  repeatText: '#4a2f00',
  refusedBackground: '#fde0e0',
  refusedText: '#5c0f0a',
  /** A booth that is not for sale on the hall plan. */
  blockedTint: '#e6e6e6',
} as const

/** Light tints for the hall plan's industry colouring: dark booth numbers stay legible on every one. */
export const industryTints = [
  '#cde8d2',
  '#fde2b8',
  '#cfe0f7',
  '#f6d0dc',
  '#e2d6f3',
  '#d4eeee',
  '#f1ecc0',
  '#e6e6e6',
  '#f9d5c4',
  '#d9ebc1',
] as const
