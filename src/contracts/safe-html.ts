declare const safeHtmlBrand: unique symbol

/**
 * HTML that went through the allowlist sanitiser (src/db/sanitize.server.ts), the only function
 * that returns this type. Rendering accepts nothing else (`RichHtml`), so an unsanitised string is a
 * compile error, not a stored XSS. At run time it is a plain string (it crosses SSR hydration and
 * JSON as one).
 */
export type SafeHtml = string & { readonly [safeHtmlBrand]: true }
