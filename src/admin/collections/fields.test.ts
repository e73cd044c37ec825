import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formSchema, KEEP_MEDIA } from './fields'

const parse = (schema: ReturnType<typeof formSchema>, input: Record<string, string>) => {
  const answer = v.safeParse(schema, input)
  return answer.success ? { ok: answer.output } : { problems: answer.issues.map((issue) => issue.message) }
}

describe('field kinds', () => {
  it('reads a switch as a boolean and refuses anything but true, false or empty', () => {
    const schema = formSchema({ hidden: { kind: 'boolean', column: 'hidden' } })
    expect(parse(schema, { hidden: 'true' })).toEqual({ ok: { hidden: true } })
    expect(parse(schema, { hidden: 'false' })).toEqual({ ok: { hidden: false } })
    expect(parse(schema, { hidden: '' })).toEqual({ ok: { hidden: false } })
    expect(parse(schema, { hidden: 'yes' })).toEqual({ problems: ['choice'] })
  })

  it('takes a site path or an https link, never another host by // or a plain http link', () => {
    const schema = formSchema({ link: { kind: 'link', column: 'link', optional: true } })
    for (const ok of ['/news', '/en/visitor-guide?tab=hotels#map', 'https://example.cn/a'])
      expect(parse(schema, { link: ok })).toEqual({ ok: { link: ok } })
    expect(parse(schema, { link: '' })).toEqual({ ok: { link: null } })
    for (const bad of ['//evil.example', 'http://example.cn', 'javascript:alert(1)', 'news', '/a b', '/\\evil'])
      expect(parse(schema, { link: bad }), bad).toEqual({ problems: ['link'] })
  })

  it('takes a library file by id, keeps an older file, and refuses anything else', () => {
    const copies = { url: 'logo' }
    const optional = formSchema({
      logo: { kind: 'media', column: 'logo_media_id', accept: 'image', optional: true, copies },
    })
    const required = formSchema({ image: { kind: 'media', column: 'image_media_id', accept: 'image', copies } })
    expect(parse(optional, { logo_media_id: '12' })).toEqual({ ok: { logo_media_id: 12 } })
    expect(parse(optional, { logo_media_id: KEEP_MEDIA })).toEqual({ ok: { logo_media_id: KEEP_MEDIA } })
    expect(parse(optional, { logo_media_id: '' })).toEqual({ ok: { logo_media_id: null } })
    expect(parse(required, { image_media_id: '' })).toEqual({ problems: ['required'] })
    for (const bad of ['0', '-3', '1.5', 'logo.png', '/uploads/x.webp'])
      expect(parse(optional, { logo_media_id: bad }), bad).toEqual({ problems: ['media'] })
  })
})
