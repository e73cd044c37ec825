/**
 * One process per PGlite data folder. PGlite writes a postmaster.pid but does not honour it, so two
 * servers started on the same DATA_DIR would both open it and corrupt it. A lock file beside the
 * folder, holding the owner's pid, makes the second one fail with a clear message instead. A lock
 * left by a crashed process (its pid no longer alive, or our own pid after a container restart) is
 * taken over.
 */
import { open, readFile, unlink } from 'node:fs/promises'

/** Lock files this process holds: a second open from this process is refused, not taken over. */
const held = new Set<string>()

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function tryCreate(lockPath: string): Promise<boolean> {
  try {
    const handle = await open(lockPath, 'wx')
    await handle.writeFile(String(process.pid))
    await handle.close()
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

/** Resolves to the release function, or rejects if another live process holds the folder. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`
  if (held.has(lockPath)) throw new Error(`The PGlite data folder ${dataDir} is already open in this process`)
  // Reserved before the first await, so two opens racing in this process cannot both get through.
  held.add(lockPath)
  const release = async () => {
    held.delete(lockPath)
    await unlink(lockPath).catch(() => undefined)
  }
  try {
    if (await tryCreate(lockPath)) return release
    const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim())
    if (isAlive(owner)) {
      throw new Error(
        `The PGlite data folder ${dataDir} is in use by process ${owner}. PGlite serves one process only: ` +
          `stop that process, use another DATA_DIR, or set DATABASE_URL for PostgreSQL. (Lock file: ${lockPath})`,
      )
    }
    await unlink(lockPath).catch(() => undefined)
    if (await tryCreate(lockPath)) return release
    throw new Error(`Another process took the PGlite data folder ${dataDir} while a stale lock was being cleared`)
  } catch (error) {
    held.delete(lockPath)
    throw error
  }
}
