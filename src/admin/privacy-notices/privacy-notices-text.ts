import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NoticePlaceholder, PrivacyNoticeForm } from '~/contracts/privacy-notice'
import type { NoticeProblem } from './contract'

export const formText: Record<PrivacyNoticeForm, MessageDescriptor> = {
  registration: msg`Visitor registration`,
  subscription: msg`Newsletter subscription`,
  application: msg`Booth application`,
}

export const placeholderText: Record<NoticePlaceholder, MessageDescriptor> = {
  retentionDays: msg`the days registrations are kept after the show (site settings; registration notice only, and required there)`,
  organiserName: msg`the organiser's name in the page's language`,
  organiserEmail: msg`the organiser's contact e-mail`,
  organiserPhone: msg`the organiser's phone`,
}

// The placeholder as the editor types it: a value, so the catalogs never read it as an ICU argument.
const retention = '{retentionDays}'

export const problemText: Record<NoticeProblem, MessageDescriptor> = {
  required: msg`Write the notice in this language.`,
  unknownPlaceholder: msg`This text names a placeholder the site does not fill; use only those listed above.`,
  retentionMissing: msg`State the retention with ${retention}, so the notice always says what the settings apply.`,
  retentionNotHere: msg`${retention} is the registrations' retention; state this form's retention in words.`,
}

/** The notices screen's words, shared by the screen and the parts it is composed of. */
export const noticesText = {
  title: msg`Privacy notices`,
  intro: msg`Each form shows its own notice above its consent box. Every save is a new version; a visitor's consent records the version their page showed, so a saved version is never changed.`,
  forms: msg`Forms`,
  chinese: msg`Chinese`,
  english: msg`English`,
  placeholders: msg`Filled in from the site settings when the notice is shown:`,
  saveAs: msg`Save as version {version}`,
  saved: msg`Saved as version {version}. The public form shows it within seconds.`,
  unchanged: msg`Nothing changed, so no new version was saved.`,
  invalid: msg`Some text needs correcting; see the marked languages.`,
  loadTheirs: msg`Load their version (drops your changes)`,
  loadingEditor: msg`Loading the editor…`,
  versions: msg`Versions`,
  version: msg`Version`,
  savedAt: msg`Saved (Beijing time)`,
  savedBy: msg`By`,
  seeded: msg`Initial text`,
  current: msg`(shown now)`,
  none: msg`This form has no notice yet: it refuses every submission until one is saved.`,
}
