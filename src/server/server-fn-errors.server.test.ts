import { describe, expect, it } from 'vitest'
import { MALFORMED_BODIES, serverFnArguments } from '../../tests/support/malformed-server-fn-bodies'
import { decodableServerFnRequest } from './server-fn-errors.server'

const post = (body: string | Uint8Array, contentType = 'application/json') =>
  decodableServerFnRequest(
    new Request('http://localhost/_serverFn/x', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: body as BodyInit,
    }),
  )

/** The status Start would answer a failed read with (an error's `status`), or 'read' when it succeeds. */
async function outcome(read: Promise<unknown>): Promise<number | 'read'> {
  try {
    await read
    return 'read'
  } catch (error) {
    return (error as { status?: number }).status ?? 500
  }
}

describe('decodableServerFnRequest', () => {
  it('hands Start the arguments its client writes', async () => {
    const body = serverFnArguments('{"t":10,"i":1,"p":{"k":["locale"],"v":[{"t":1,"s":"en"}]},"o":0}')
    expect(await post(body).json()).toEqual(JSON.parse(body))
  })

  // Of the JSON bodies, those no decoder reads (a wrong-typed payload, or a reference seroval reads
  // as undefined, is decoded and then refused by the function's validator).
  it.each(
    MALFORMED_BODIES.filter(
      ([label, type]) => type === 'application/json' && !/wrong-typed|right shape|referring/.test(label),
    ),
  )('refuses %s with a 400 (not the 500 of a thrown parser error)', async (_label, type, body) => {
    expect(await outcome(post(body, type).json())).toBe(400)
  })

  it('refuses a form that does not parse with a 400', async () => {
    expect(await outcome(post('garbage', 'multipart/form-data').formData())).toBe(400)
  })

  it('reads a well-formed form', async () => {
    const form = await post('a=1', 'application/x-www-form-urlencoded').formData()
    expect(form.get('a')).toBe('1')
  })
})
