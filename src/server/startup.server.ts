let pending: Promise<unknown> = Promise.resolve()

/**
 * The work a server process does once while it starts (migrations, the first admin): readiness waits
 * for it, so a deploy's or a test's first request meets the account ADMIN_EMAIL created.
 */
export function trackStartup(task: Promise<unknown>): void {
  pending = task
}

/** Resolves when the start-up work is done, whether it succeeded or not (a failure is retried later). */
export const startupSettled = (): Promise<void> =>
  pending.then(
    () => undefined,
    () => undefined,
  )
