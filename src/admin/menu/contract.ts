import * as v from 'valibot'
import { menuTargetProblem } from '~/routing/menu-targets'

/**
 * What the menu editor exchanges with its server functions (ADR 020). The form's schema is the one
 * rule for a target, read by the screen and the server alike: an internal page must be a page of the
 * route tree (`menuTargetProblem`, checked against `PAGE_ROUTES`), an external link an https URL.
 */

/** A refused value, worded by the screen in the editor's language. */
export const MENU_PROBLEMS = ['required', 'tooLong', 'page', 'https'] as const
export type MenuProblem = (typeof MENU_PROBLEMS)[number]

/** How deep the public header shows the menu: top-level items and their children. */
export const MENU_DEPTH = 2

/** One item as the editor shows it; `children` only ever under a top-level item. */
export interface MenuEditorItem {
  id: number
  titleCn: string
  titleEn: string
  /** A page's locale-neutral path (`/news`); for an external link, the link itself. */
  path: string
  outLink: string | null
  newWindow: boolean
  /** Switched off: not in the public header, footer or `/api/menu` (nor are its sub-items). */
  hidden: boolean
  children: MenuEditorItem[]
}

const title = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(100, 'tooLong'))
const targetOk = (target: { path: string; outLink?: string }) => menuTargetProblem(target) === null

/** An item's labels and target as the form sends them: a page of the site or an https link. */
export const MenuItemForm = v.variant('kind', [
  v.strictObject({
    kind: v.literal('page'),
    titleCn: title,
    titleEn: title,
    path: v.pipe(
      v.string('page'),
      v.check((path) => targetOk({ path }), 'page'),
    ),
    newWindow: v.boolean(),
    // Left out (a form from before the switch), the item is shown.
    hidden: v.optional(v.boolean(), false),
  }),
  v.strictObject({
    kind: v.literal('link'),
    titleCn: title,
    titleEn: title,
    outLink: v.pipe(
      v.string('https'),
      v.trim(),
      v.nonEmpty('required'),
      v.maxLength(500, 'tooLong'),
      v.check((outLink) => targetOk({ path: '', outLink }), 'https'),
    ),
    newWindow: v.boolean(),
    // Left out (a form from before the switch), the item is shown.
    hidden: v.optional(v.boolean(), false),
  }),
])
export type MenuItemFormInput = v.InferInput<typeof MenuItemForm>

const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))

export const MenuSaveInput = v.strictObject({
  /** null creates a new item. */
  id: v.nullable(Id),
  /** Where a new item goes (last among that parent's children, or at the top level for null). */
  parentId: v.nullable(Id),
  /** Checked by the server core, which answers each refused entry by name. */
  item: v.unknown(),
})

export const MenuMoveInput = v.strictObject({
  id: Id,
  /** The new parent (a top-level item), or null for the top level. */
  parentId: v.nullable(Id),
  /** The position among the new siblings, from 0; past the end means last. */
  index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
})
export type MenuMove = v.InferOutput<typeof MenuMoveInput>

export const MenuDeleteInput = v.strictObject({ id: Id })

export type MenuSaveAnswer =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; problems: Record<string, MenuProblem> }
  | { ok: false; reason: 'not-found' }

/** `too-deep`: the header shows two levels, so a parent must be top-level and a moved group stays one. */
export type MenuMoveAnswer = { ok: true } | { ok: false; reason: 'not-found' | 'too-deep' }
