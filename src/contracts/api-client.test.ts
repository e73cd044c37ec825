import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShareSignAnswer, SubscribeAnswer } from './answers'
import { apiGet, apiPost } from './api-client'

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiGet / apiPost', () => {
  it('sends the lang header and parses data with the contract, dropping what it does not name', async () => {
    const sign = { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's', rawString: 'secret-ish' }
    const fetchMock = answer({ code: 200, msg: 'ok', data: sign })
    const result = await apiGet(
      ShareSignAnswer,
      '/api/wechat/share_sign',
      { url: 'https://a.example/?x=1' },
      { lang: 'en' },
    )
    expect(result).toEqual({ ok: true, msg: 'ok', data: { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' } })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/wechat/share_sign?url=https%3A%2F%2Fa.example%2F%3Fx%3D1')
    expect(new Headers(init?.headers).get('lang')).toBe('en')
  })

  it('keeps the message and the field messages of a refused post', async () => {
    answer({ code: 400, msg: '请填写姓名', data: { errors: { truename: '请填写姓名' } } }, 400)
    const result = await apiPost(SubscribeAnswer, '/api/addNewsSubscribe', {}, { lang: 'cn' })
    expect(result).toEqual({ ok: false, code: 400, msg: '请填写姓名', fieldErrors: { truename: '请填写姓名' } })
  })

  it('is a failure without a message for a body that breaks the contract or is no envelope', async () => {
    answer({ code: 200, msg: 'ok', data: { appId: 1 } })
    expect(await apiGet(ShareSignAnswer, '/x', {}, { lang: 'cn' })).toMatchObject({ ok: false, msg: null })
    answer('<html>')
    expect(await apiGet(ShareSignAnswer, '/x', {}, { lang: 'cn' })).toMatchObject({ ok: false, msg: null })
  })

  it('is a failure without a message when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    expect(await apiPost(SubscribeAnswer, '/x', {}, { lang: 'cn' })).toEqual({
      ok: false,
      code: null,
      msg: null,
      fieldErrors: {},
    })
  })
})
