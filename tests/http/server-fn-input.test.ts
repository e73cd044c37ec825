import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, newClientIp } from '../support/http'
import { MALFORMED_BODIES, MALFORMED_PAYLOADS, serverFnArguments } from '../support/malformed-server-fn-bodies'
import { SET_ROLE, serverFnHeaders, serverFnPath, signInCookie } from '../support/uploads'

/**
 * Issue 24 (quality bar): a server function answers input it cannot read or that fails its
 * validator with a 4xx in the serialized-error shape, never a 500 (before: `{}`, `[]`, garbage,
 * an empty body, or a `payload={}` query answered 500, and a wrong-typed GET payload 200).
 */
const DELETE_MENU_ENTRY = serverFnPath('src/admin/menu/menu.functions.ts', 'deleteMenuEntry')
const FETCH_HOME = serverFnPath('src/features/home/home.functions.ts', 'fetchHome')
const FETCH_NEWS_LIST = serverFnPath('src/features/news/news.functions.ts', 'fetchNewsList')
const POSTS = [
  ['setAccountRole', SET_ROLE],
  ['deleteMenuEntry', DELETE_MENU_ENTRY],
] as const
const GETS = [
  ['fetchHome', FETCH_HOME],
  ['fetchNewsList', FETCH_NEWS_LIST],
] as const

/** The answer's status, and a problem if it is not a refusal in the serialized-error shape. */
async function refusal(response: Response): Promise<{ status: number; problem?: string }> {
  const text = await response.text()
  const { status } = response
  if (status < 400 || status >= 500) return { status, problem: `${status}: ${text.slice(0, 120)}` }
  if (!text.includes('"error"') || /\bat .*\.m?js:\d+|Seroval|SyntaxError/.test(text))
    return { status, problem: `${status}, not a clean serialized error: ${text.slice(0, 160)}` }
  return { status }
}

describe.each([
  ['signed out', async () => ''],
  ['signed in as admin', async () => signInCookie(baseUrl(), newClientIp())],
])('server functions refuse malformed input with a 4xx (%s)', (_who, cookieOf) => {
  let headers: Record<string, string>
  beforeAll(async () => {
    const cookie = await cookieOf()
    headers = { ...serverFnHeaders(baseUrl()), ...(cookie ? { cookie } : {}) }
  })

  it.each(POSTS)('%s: every malformed body gets a 4xx, never a 500', async (_name, path) => {
    const problems: string[] = []
    for (const [label, contentType, body] of MALFORMED_BODIES) {
      const answer = await refusal(
        await fetch(baseUrl() + path, {
          method: 'POST',
          headers: { ...headers, 'content-type': contentType },
          body: body as BodyInit,
        }),
      )
      if (answer.problem) problems.push(`${label}: ${answer.problem}`)
    }
    expect(problems).toEqual([])
  })

  it.each(GETS)('%s: every malformed payload gets a 4xx, never a 500 or a 200', async (_name, path) => {
    const problems: string[] = []
    for (const [label, payload] of MALFORMED_PAYLOADS) {
      const answer = await refusal(
        await fetch(`${baseUrl()}${path}?payload=${encodeURIComponent(payload)}`, { headers }),
      )
      if (answer.problem) problems.push(`${label}: ${answer.problem}`)
      else if (answer.status !== 400) problems.push(`${label}: ${answer.status}, not 400`)
    }
    expect(problems).toEqual([])
  })

  it('still answers a well-formed call', async () => {
    const payload = serverFnArguments('{"t":10,"i":1,"p":{"k":["locale"],"v":[{"t":1,"s":"en"}]},"o":0}')
    const response = await fetch(`${baseUrl()}${FETCH_HOME}?payload=${encodeURIComponent(payload)}`, { headers })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('"error"')
  })
})

describe('a malformed body is refused before the function runs', () => {
  it('an admin POST of a malformed body answers 400 (the body is read before the session)', async () => {
    const response = await fetch(baseUrl() + SET_ROLE, {
      method: 'POST',
      headers: { ...serverFnHeaders(baseUrl()), 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Bad request')
  })

  it('a wrong-typed payload from a signed-in admin answers 400 with the validator’s refusal', async () => {
    const cookie = await signInCookie(baseUrl(), newClientIp())
    const headers = { ...serverFnHeaders(baseUrl()), 'content-type': 'application/json', cookie }
    const response = await fetch(baseUrl() + SET_ROLE, {
      method: 'POST',
      headers,
      body: serverFnArguments(
        '{"t":10,"i":1,"p":{"k":["userId","role"],"v":[{"t":0,"s":1},{"t":1,"s":"root"}]},"o":0}',
      ),
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('BAD_INPUT')
  })
})
