import { parseTrustProxy } from '~/api/trusted-proxies'
import { siteUrlProblem } from './site-origin.server'

type Env = Readonly<Record<string, string | undefined>>

/**
 * Settings a production server must not guess (ADR 011): one message per problem, so a bad
 * deployment stops at start-up instead of serving with a forged-Host origin or a rate limit that
 * every visitor shares.
 */
export function startupProblems(env: Env): string[] {
  const problems: string[] = []
  try {
    parseTrustProxy(env.TRUST_PROXY)
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error))
  }
  const siteUrl = siteUrlProblem(env)
  if (siteUrl) problems.push(siteUrl)
  problems.push(...backOfficeProblems(env))
  return problems
}

/** The back office's accounts (ADR 015). */
function backOfficeProblems(env: Env): string[] {
  const problems: string[] = []
  const password = env.ADMIN_PASSWORD
  if (password !== undefined && password !== '' && (password.length < 12 || password.length > 128))
    problems.push("ADMIN_PASSWORD must be 12 to 128 characters long (it becomes the first admin's password)")
  if (Boolean(env.ADMIN_EMAIL?.trim()) !== Boolean(password))
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD create the first admin together: set both or neither')
  const secret = env.BETTER_AUTH_SECRET?.trim()
  if (secret !== undefined && secret !== '' && secret.length < 32)
    problems.push('BETTER_AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)')
  if (!secret && env.DATABASE_URL?.trim() && env.NODE_ENV === 'production')
    problems.push(
      'BETTER_AUTH_SECRET is required with DATABASE_URL in production: every app process, on every machine, ' +
        'must sign sessions with the same key',
    )
  if (env.NODE_ENV === 'production' && env.BETTER_AUTH_TELEMETRY?.trim() && env.BETTER_AUTH_TELEMETRY !== '0')
    problems.push('BETTER_AUTH_TELEMETRY must stay off: the site makes no calls to outside services')
  return problems
}

/** Stops the process with every problem printed when the configuration is inconsistent. */
export function refuseInconsistentSetup(env: Env = process.env): void {
  const problems = startupProblems(env)
  if (problems.length === 0) return
  for (const problem of problems) console.error(`[config] ${problem}`)
  console.error('[config] refusing to start; see the configuration table in README.md')
  process.exit(1)
}
