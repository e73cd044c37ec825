import { existsSync } from 'node:fs'

export const CHROMIUM_INSTALL_HINT =
  "Browser tests need Debian's Chromium: run `apt-get update && apt-get install -y chromium fonts-noto-cjk` (or set CHROMIUM_PATH to a Chromium binary)."

/** Debian's Chromium, or CHROMIUM_PATH; never a registry download (they do not work here). */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!existsSync(candidate)) throw new Error(`Chromium not found at ${candidate}. ${CHROMIUM_INSTALL_HINT}`)
  return candidate
}
