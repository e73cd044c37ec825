import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { fieldProblemText } from '../collections/collection-text'
import type { MenuProblem } from './contract'

/** The menu item form's words, shared by the form, its parts and its rules. */
export const itemText = {
  newItem: msg`New top-level item`,
  newChild: (parent: string) => msg`New sub-item of ${parent}`,
  editItem: (title: string) => msg`Edit ${title}`,
  label: msg`Label`,
  chinese: msg`Chinese`,
  english: msg`English`,
  target: msg`Target`,
  pageKind: msg`A page of this site`,
  linkKind: msg`An external link (https)`,
  page: msg`Page`,
  link: msg`Link (https://…)`,
  choose: msg`Choose…`,
  newWindow: msg`Open in a new window`,
  hidden: msg`Hidden from the public site`,
  hiddenHint: msg`A hidden item and its sub-items leave the header, the footer and /api/menu; they stay here.`,
  cancel: msg`Cancel`,
  invalid: msg`Some values need correcting; see the marked fields.`,
  notFound: msg`This item no longer exists.`,
  failed: msg`The item could not be saved. What you typed is still here; please try again.`,
}

export const problemText: Record<MenuProblem, MessageDescriptor> = {
  required: fieldProblemText.required,
  tooLong: fieldProblemText.tooLong,
  https: fieldProblemText.https,
  page: msg`Choose a page of this site.`,
}
