import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile } from 'node:fs/promises'
import path from 'node:path'

type Env = Readonly<Record<string, string | undefined>>

const MIN_SECRET_LENGTH = 32

/**
 * The site's one secret: better-auth signs cookies and encrypts TOTP secrets with it, and keys for
 * other purposes are derived from it (the signed form start, `src/api/form-start.server.ts`).
 * `BETTER_AUTH_SECRET`, or, for a single machine, `$DATA_DIR/auth-secret`, created once (0600) and
 * read back by every later start and every process starting at the same time (`wx` makes exactly
 * one of them the writer). Several machines on one PostgreSQL must share the variable;
 * startup-checks requires it there.
 */
export async function authSecret(env: Env = process.env): Promise<string> {
  const fromEnv = env.BETTER_AUTH_SECRET?.trim()
  if (fromEnv) return fromEnv
  const file = path.resolve(env.DATA_DIR?.trim() || './data', 'auth-secret')
  await mkdir(path.dirname(file), { recursive: true })
  try {
    const handle = await open(file, 'wx', 0o600)
    const secret = randomBytes(32).toString('base64url')
    await handle.writeFile(secret)
    await handle.sync()
    await handle.close()
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  // Another process may have created the file an instant ago and not written it yet.
  for (let attempt = 0; attempt < 50; attempt++) {
    const secret = (await readFile(file, 'utf8')).trim()
    if (secret.length >= MIN_SECRET_LENGTH) return secret
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`${file} holds no usable secret: delete it (every session ends) or set BETTER_AUTH_SECRET`)
}
