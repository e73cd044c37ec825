import { msg } from '@lingui/core/macro'

/** The media picker's words, shared by the picker, its dialog and its rules. */
export const pickerText = {
  choose: msg`Choose from the library`,
  remove: msg`Remove`,
  none: msg`None chosen`,
  current: msg`Current file: {path}`,
  dialogTitle: msg`Choose a file: {label}`,
  search: msg`Search by file name or description`,
  find: msg`Search`,
  found: msg`{count, plural, one {# file} other {# files}}`,
  empty: msg`No files match.`,
  failed: msg`The library could not be loaded. Please try again.`,
  close: msg`Close`,
  library: msg`Upload files in the media library`,
}
