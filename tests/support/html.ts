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
