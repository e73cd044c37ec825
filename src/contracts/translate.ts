import type { MessageDescriptor } from '@lingui/core'

/** Turns a catalog message into text in the caller's locale (`i18n._` on either side). */
export type Translate = (message: MessageDescriptor) => string
