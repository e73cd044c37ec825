/**
 * Bodies and payloads no client of ours writes: each must be refused with a 4xx, never a 500, by
 * every server function (tests/http/server-fn-input.test.ts, tests/resilience/fuzz.test.ts).
 */
const envelope = (node: string) => `{"t":${node},"f":63,"m":[]}`
/** `{data: <node>}` in the envelope Start's client writes. */
export const serverFnArguments = (dataNode: string) =>
  envelope(`{"t":10,"i":0,"p":{"k":["data"],"v":[${dataNode}]},"o":0}`)
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

export const MALFORMED_BODIES: [label: string, contentType: string, body: string | Uint8Array][] = [
  ['an empty body', 'application/json', ''],
  ['{}', 'application/json', '{}'],
  ['[]', 'application/json', '[]'],
  ['null', 'application/json', 'null'],
  ['broken JSON', 'application/json', '{"t":'],
  ['random bytes', 'application/json', Uint8Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256)],
  ['deeply nested JSON', 'application/json', deepArray(20_000)],
  ['an envelope nesting deeply', 'application/json', envelope(deepArray(5_000))],
  ['an envelope with an unknown node', 'application/json', envelope('{"t":999}')],
  ['an envelope referring to nothing', 'application/json', envelope('{"t":4,"i":7}')],
  ['a wrong-typed payload (a number)', 'application/json', serverFnArguments('{"t":0,"s":5}')],
  ['a wrong-typed payload (a string)', 'application/json', serverFnArguments('{"t":1,"s":"x"}')],
  [
    'the right shape with wrong-typed fields',
    'application/json',
    serverFnArguments(
      '{"t":10,"i":1,"p":{"k":["id","role","locale"],"v":[{"t":1,"s":"x"},{"t":0,"s":7},{"t":0,"s":1}]},"o":0}',
    ),
  ],
  ['JSON sent as text/plain', 'text/plain', serverFnArguments('{"t":0,"s":5}')],
  ['a form body', 'application/x-www-form-urlencoded', 'id=1&role=admin'],
  ['multipart without a boundary', 'multipart/form-data', 'garbage'],
]

/** GET payloads (`?payload=`) no client of ours writes. */
export const MALFORMED_PAYLOADS: [label: string, payload: string][] = [
  ['{}', '{}'],
  ['[]', '[]'],
  ['broken JSON', '{"t":'],
  ['an unknown node', envelope('{"t":999}')],
  ['a wrong-typed payload', serverFnArguments('{"t":0,"s":5}')],
  ['deeply nested JSON', envelope(deepArray(2_000))],
]
