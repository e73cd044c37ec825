/** A ticked box as JSON (`true`) or a form post (`on`, `true`, `1`) sends it. */
export function isConsentGiven(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on' || value === '1'
}
