/** Small, dependency-free readers for server-rendered HTML in HTTP tests. */
export function htmlLang(html: string): string | undefined {
  return /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
}

export function titleOf(html: string): string | undefined {
  const raw = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return raw === undefined ? undefined : decodeEntities(raw)
}

export function linkHref(html: string, rel: string, hrefLang?: string): string | undefined {
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0]
    if (!new RegExp(`\\srel="${rel}"`).test(tag)) continue
    if (hrefLang !== undefined && !new RegExp(`\\shrefLang="${hrefLang}"`, 'i').test(tag)) continue
    return /\shref="([^"]*)"/.exec(tag)?.[1]
  }
  return undefined
}

export function metaContent(html: string, name: string): string | undefined {
  for (const m of html.matchAll(/<meta\b[^>]*>/g)) {
    const tag = m[0]
    if (new RegExp(`\\s(name|property)="${name}"`).test(tag))
      return decodeEntities(/\scontent="([^"]*)"/.exec(tag)?.[1] ?? '')
  }
  return undefined
}

export function h1Of(html: string): string | undefined {
  const raw = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]
  return raw === undefined ? undefined : decodeEntities(raw.replace(/<[^>]+>/g, '').trim())
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
}

/** The `value` of the first `<input name=…>` in the page (a field of the first form that has it). */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? ''
  const raw = /\svalue="([^"]*)"/.exec(tag)?.[1]
  return raw === undefined ? undefined : decodeEntities(raw)
}

/** The message a form shows beside a field (`data-error-for`), or undefined. */
export function fieldError(html: string, field: string): string | undefined {
  const raw = new RegExp(`data-error-for="${field}"[^>]*>([^<]*)<`).exec(html)?.[1]
  return raw === undefined ? undefined : decodeEntities(raw)
}

/** The text of the paragraph with this `data-testid` (inner markup dropped), or undefined. */
export function testIdText(html: string, testId: string): string | undefined {
  const raw = new RegExp(`<p\\b[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1]
  return raw === undefined ? undefined : decodeEntities(raw.replace(/<[^>]*>/g, '')).trim()
}
