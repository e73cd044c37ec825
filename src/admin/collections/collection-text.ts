import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FieldProblem } from '~/admin/collections/contract'

export const fieldProblemText: Record<FieldProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  tooLong: msg`This is too long.`,
  number: msg`Enter a number.`,
  range: msg`This number is out of range.`,
  choice: msg`Choose one of the options.`,
  https: msg`Enter a link that starts with https://.`,
  country: msg`Enter a two-letter country code (ISO 3166-1), such as DE or CN.`,
  codes: msg`Separate the codes with commas; a code has lower-case letters, digits and hyphens only.`,
  unknownCode: msg`One of these codes does not exist.`,
  link: msg`Enter a path of this site (starting with /) or a link that starts with https://.`,
  media: msg`Choose a file of the right kind from the media library.`,
  taken: msg`Another item already has this value.`,
  parent: msg`Choose a top-level item other than this one; an item with sub-items stays at the top level.`,
}
