import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FileMediaStore, type MediaStore, mediaStoreFromEnv, S3MediaStore } from './media-store.server'

const KEY = `ab/${'ab'.repeat(32)}/w480.webp`
const bytes = new Uint8Array([1, 2, 3, 4, 5])

let dir: string
let s3: S3rver
let s3Port: number

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'media-store-'))
  // A real S3-compatible server on a free port, with its own bucket.
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'fair-media', configs: [] }],
  })
  const address = (await s3.run()) as AddressInfo
  s3Port = address.port
})
afterAll(async () => {
  await s3?.close()
  await rm(dir, { recursive: true, force: true })
})

function behavesAsAStore(name: string, make: () => MediaStore) {
  describe(name, () => {
    it('stores, reads back and deletes a file', async () => {
      const store = make()
      expect(await store.get(KEY)).toBeNull()
      await store.put(KEY, bytes, 'image/webp')
      expect(await store.get(KEY)).toEqual(bytes)
      await store.delete(KEY)
      expect(await store.get(KEY)).toBeNull()
    })

    it('refuses keys the library does not make (no path tricks)', async () => {
      const store = make()
      await expect(store.put('../../etc/passwd', bytes, 'text/plain')).rejects.toThrow(/not a media key/)
      expect(await store.get('../secret')).toBeNull()
    })
  })
}

behavesAsAStore('files under $DATA_DIR/media', () => new FileMediaStore(path.join(dir, 'files')))
behavesAsAStore(
  'an S3-compatible bucket (s3rver)',
  () =>
    new S3MediaStore({
      bucket: 'fair-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${s3Port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    }),
)

describe('choosing the store from the environment', () => {
  it('uses files by default and S3 when a bucket is named, with its credentials', () => {
    expect(mediaStoreFromEnv({ DATA_DIR: '/srv/fair' }).description).toBe('files in /srv/fair/media')
    expect(
      mediaStoreFromEnv({
        S3_BUCKET: 'fair',
        S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).description,
    ).toBe('S3 bucket fair at https://oss-cn-shanghai.aliyuncs.com')
    expect(() => mediaStoreFromEnv({ S3_BUCKET: 'fair' })).toThrow(/S3_ACCESS_KEY_ID/)
  })
})
