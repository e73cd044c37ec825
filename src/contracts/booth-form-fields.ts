// The booth application form's fields and choices, apart from its valibot contract
// (booth-application.ts): the form renders from these, and loads the contract's checks only when it
// is used (ADR 029).

/** What an applicant can intend: the spec's "intended exhibition partnership". */
export const PARTNERSHIP_INTENTS = ['exhibitor', 'german_pavilion', 'country_pavilion', 'sponsor'] as const
export type PartnershipIntent = (typeof PARTNERSHIP_INTENTS)[number]

/** The form's fields in page order (the honeypot `website` aside); also what a refused post gets back. */
export const BOOTH_FORM_FIELDS = [
  'partnershipIntent',
  'country',
  'companyName',
  'contactName',
  'phone',
  'email',
  'productType',
  'boothType',
  'areaSqm',
  'preferredBooths',
  'consent',
] as const
export type BoothFormField = (typeof BOOTH_FORM_FIELDS)[number]

/** How many booths an application may name as preferred (the sales team offers from these first). */
export const PREFERRED_BOOTHS_MAX = 3
