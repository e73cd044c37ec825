import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer } from 'node:net'
import path from 'node:path'

export interface RunningServer {
  url: string
  port: number
  process: ChildProcess
  stop(signal?: NodeJS.Signals): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  const srv = createServer()
  srv.listen(0, '127.0.0.1')
  await once(srv, 'listening')
  const address = srv.address()
  srv.close()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts the built production server (`.output/server/index.mjs`) and waits until it is ready. */
export async function startServer(
  env: Record<string, string> = {},
  { timeoutMs = 60_000, readyPath = '/api/ready' }: { timeoutMs?: number; readyPath?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, '.output/server/index.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`)
    try {
      const res = await fetch(url + readyPath)
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 150))
  }
  return {
    url,
    port,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill(signal)
      await once(child, 'exit')
    },
  }
}
