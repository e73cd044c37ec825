import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'

/**
 * Where the media library's files live (ADR 016). Keys are content-addressed (`ab/abcdef…/w960.webp`),
 * so a file is never overwritten with other bytes and can be cached for ever.
 */
export interface MediaStore {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such key. */
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
  readonly description: string
}

/** A key as the library makes it: lowercase hex directories and a plain file name, nothing else. */
export const MEDIA_KEY = /^[0-9a-f]{2}\/[0-9a-f]{64}\/[a-z0-9-]+\.(webp|avif|jpeg|png|pdf)$/

function checkedKey(key: string): string {
  if (!MEDIA_KEY.test(key)) throw new Error(`not a media key: ${key}`)
  return key
}

/** One machine: files under `$DATA_DIR/media`. */
export class FileMediaStore implements MediaStore {
  constructor(private readonly root: string) {}

  get description() {
    return `files in ${this.root}`
  }

  async put(key: string, body: Uint8Array): Promise<void> {
    const file = path.join(this.root, checkedKey(key))
    await mkdir(path.dirname(file), { recursive: true })
    // Write then rename: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`
    await writeFile(partial, body)
    await rename(partial, file)
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!MEDIA_KEY.test(key)) return null
    try {
      return new Uint8Array(await readFile(path.join(this.root, key)))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.root, checkedKey(key)), { force: true })
  }
}

export interface S3Settings {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** Several app machines: one S3-compatible bucket (Aliyun OSS, Tencent COS, MinIO, AWS). */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    })
  }

  get description() {
    return `S3 bucket ${this.settings.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: checkedKey(key),
        Body: body,
        ContentType: contentType,
      }),
    )
  }

  async get(key: string): Promise<Uint8Array | null> {
    if (!MEDIA_KEY.test(key)) return null
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }))
      return answer.Body ? await answer.Body.transformToByteArray() : null
    } catch (error) {
      if (error instanceof NoSuchKey) return null
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedKey(key) }))
  }
}

type Env = Record<string, string | undefined>

/**
 * S3 when `S3_BUCKET` is set (with `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, optional `S3_REGION`,
 * `S3_ENDPOINT`, `S3_FORCE_PATH_STYLE=1`); otherwise files under `$DATA_DIR/media`.
 */
export function mediaStoreFromEnv(env: Env): MediaStore {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return new FileMediaStore(path.resolve(env.DATA_DIR?.trim() || './data', 'media'))
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET is set: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed too')
  }
  return new S3MediaStore({
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  })
}

let store: MediaStore | undefined
export function getMediaStore(): MediaStore {
  store ??= mediaStoreFromEnv(process.env)
  return store
}
