import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '~/ui/theme.css'
import { visuallyHiddenRules } from '~/ui/visually-hidden'

export const page = style({
  minHeight: '100vh',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontFamily: vars.font.body,
})

export const signInCard = style({
  maxWidth: '26rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
})

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
})

export const form = style({ display: 'grid', gap: vars.space.md })

export const field = style({ display: 'grid', gap: vars.space.xs })

export const input = style({
  font: 'inherit',
  minHeight: '44px',
  // A select is as wide as its longest option (a booth with its exhibitor's full name): it keeps to
  // its field's width instead, and the open list still shows each option whole.
  minWidth: 0,
  maxWidth: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
})

export const button = style({
  font: 'inherit',
  fontWeight: 600,
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
})

export const quietButton = style([
  button,
  { background: 'transparent', color: vars.color.brand, border: `1px solid ${vars.color.brand}` },
])

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
})

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.layout.gutter}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const brand = style({ fontWeight: 700, marginRight: 'auto' })

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })

/**
 * A row's buttons side by side: the table scrolls sideways on a phone, so a squeezed actions cell
 * must not stack them and make every row three buttons tall.
 */
export const rowActions = style([nav, { flexWrap: 'nowrap', alignItems: 'center' }])

/** A list's filter: its fields in a row, the button level with their boxes rather than as tall as the labels. */
export const filterForm = style([nav, { alignItems: 'flex-end' }])

export const navLink = style({
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: 700 } },
})

export const main = style({
  padding: `${vars.space.xl} ${vars.layout.gutter}`,
  maxWidth: vars.layout.maxWidth,
  minWidth: 0,
  '@media': { '(max-width: 47.99rem)': { paddingTop: vars.space.md } },
})

/** Sidebar and screen side by side from tablet width; stacked (sidebar folded) on a phone. */
const WIDE = '(min-width: 48rem)'

export const frame = style({
  display: 'grid',
  '@media': { [WIDE]: { gridTemplateColumns: '15rem minmax(0, 1fr)', alignItems: 'start' } },
})

export const sidebar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [WIDE]: {
      position: 'sticky',
      top: 0,
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
})
// From tablet width the menu is always shown: the folded content of a closed <details> is shown
// through its ::details-content part, and the button that folds it is not needed.
globalStyle(`${sidebar}::details-content`, {
  '@media': { [WIDE]: { contentVisibility: 'visible', display: 'contents' } },
})

export const sidebarToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.layout.gutter}`,
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { [WIDE]: { display: 'none' } },
  // The marker a flex summary loses: three bars, turned when open.
  selectors: {
    '&::before': { content: '"☰"', fontSize: '1.25rem', lineHeight: 1 },
    [`${sidebar}[open] > &::before`]: { content: '"✕"' },
  },
})

export const sidebarNav = style({ display: 'grid', gap: vars.space.md, padding: `${vars.space.md} ${vars.space.sm}` })
export const sidebarGroup = style({ display: 'grid', gap: vars.space.xs })
export const sidebarGroupLabel = style({
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textTransform: 'uppercase',
})
export const sidebarList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' })
export const sidebarItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })
export const sidebarLink = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.surfaceAlt, color: vars.color.brand, fontWeight: 700 },
  },
})

/** What waits on a screen (new applications, failed mails): a pill beside its name. */
export const waitingCount = style({
  marginInlineEnd: vars.space.sm,
  minWidth: '1.75rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: '999px',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textAlign: 'center',
})

export const visuallyHidden = style(visuallyHiddenRules)

export const table = style({ width: '100%', borderCollapse: 'collapse', background: vars.color.surface })

export const cell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const sideBySide = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
})

export const editorPlaceholder = style({
  minHeight: '14rem',
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
})

export const thumbnail = style({ display: 'block', maxWidth: '6rem', height: 'auto', objectFit: 'cover' })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, alignSelf: 'center' })

/** A record's facts as label and value pairs. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const history = style({ display: 'grid', gap: vars.space.sm, paddingLeft: vars.space.lg })
export const note = style({ whiteSpace: 'pre-wrap' })

export const caption = style({ textAlign: 'start', fontWeight: 700, paddingBlock: vars.space.sm })
/** A short word beside a list item (e.g. "Hidden"), readable without colour. */
export const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0 })

/** The media picker's dialog: the library as a list of choosable files, searchable. */
export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 4rem)',
  padding: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  background: vars.color.surface,
  color: vars.color.text,
})

export const pickList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  maxHeight: '50vh',
  overflowY: 'auto',
})

export const pickOption = style({
  font: 'inherit',
  width: '100%',
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.brand, borderWidth: '2px' } },
})

/** A list row's picture: small, cropped to the same box on every row. */
export const listThumbnail = style({ display: 'block', width: '4rem', height: '3rem', objectFit: 'cover' })

/** A wide table on a narrow screen scrolls sideways inside its own box (focusable, so by keyboard too). */
export const tableScroller = style({ overflowX: 'auto', maxWidth: '100%' })

/** A short value (booth, date) kept on one line. */
export const nowrap = style({ whiteSpace: 'nowrap' })

/** A list's title column keeps a readable width on a phone; the table scrolls sideways instead. */
export const titleCell = style({ minWidth: '12rem' })

/** A row's own action in a list: quieter than the screen's buttons, still a full touch target. */
export const rowAction = style([
  quietButton,
  { border: 'none', textDecoration: 'underline', paddingInline: vars.space.sm, fontWeight: 400 },
])
