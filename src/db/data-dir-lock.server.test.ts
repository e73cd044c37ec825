import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockDataDir } from './data-dir-lock.server'

let folder: string
const dataDir = () => path.join(folder, 'pglite')

beforeAll(async () => {
  folder = await mkdtemp(path.join(process.env.TEST_DATA_DIR ?? tmpdir(), 'fair-lock-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

function nodeChild(code: string): ChildProcess {
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
}

describe('lockDataDir', () => {
  it('refuses a second open from this process until released', async () => {
    const [first, second] = await Promise.allSettled([lockDataDir(dataDir()), lockDataDir(dataDir())])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: { message: expect.stringMatching(/already open/) } })
    if (first.status === 'fulfilled') await first.value()
    const again = await lockDataDir(dataDir())
    expect(await readFile(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid))
    await again()
  })

  it('refuses a folder held by another live process', async () => {
    const child = nodeChild('setTimeout(() => {}, 60000)')
    try {
      await writeFile(`${dataDir()}.lock`, String(child.pid))
      await expect(lockDataDir(dataDir())).rejects.toThrow(`in use by process ${child.pid}`)
    } finally {
      child.kill()
      await rm(`${dataDir()}.lock`, { force: true })
    }
  })

  it('takes over a lock left by a process that died', async () => {
    const child = nodeChild('')
    await once(child, 'exit')
    await writeFile(`${dataDir()}.lock`, String(child.pid))
    const release = await lockDataDir(dataDir())
    expect(await readFile(`${dataDir()}.lock`, 'utf8')).toBe(String(process.pid))
    await release()
  })
})
