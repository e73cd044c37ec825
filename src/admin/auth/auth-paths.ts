/**
 * The better-auth endpoints the back office's screens call over HTTP (ADR 030). Everything else that
 * touches accounts and sessions goes through the back office's own server functions, which check the
 * role, the second factor and write the audit log; better-auth's own doors for it answer 404.
 */
export const ENABLED_AUTH_PATHS = [
  '/sign-in/email',
  '/sign-out',
  '/change-password',
  '/reset-password',
  '/request-password-reset',
  '/revoke-sessions',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/disable',
] as const

/**
 * Every other endpoint of better-auth 1.7 with the admin and two-factor plugins, closed over HTTP
 * (`disabledPaths`); the server still calls some of them in-process (`auth.api.*`). A unit test fails
 * when an upgrade brings an endpoint that is in neither list, and the request handler answers 404 for
 * any path outside ENABLED_AUTH_PATHS in any case.
 */
export const DISABLED_AUTH_PATHS = [
  // core
  '/sign-in/social',
  '/callback/:id',
  '/get-session',
  '/sign-up/email',
  '/verify-password',
  '/verify-email',
  '/send-verification-email',
  '/change-email',
  '/update-session',
  '/update-user',
  '/delete-user',
  '/delete-user/callback',
  // The reset link's own GET door put the token into a path (and a redirect's query): ADR 030.
  '/reset-password/:token',
  '/list-sessions',
  '/revoke-session',
  '/revoke-other-sessions',
  '/link-social',
  '/list-accounts',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/ok',
  '/error',
  // admin plugin
  '/admin/set-role',
  '/admin/get-user',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/unban-user',
  '/admin/ban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
  // two-factor plugin: enrolment starts in a server function that asks for proof (ADR 030)
  '/two-factor/enable',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
  '/two-factor/generate-backup-codes',
] as const

const enabled: ReadonlySet<string> = new Set(ENABLED_AUTH_PATHS)

/** Whether `/api/auth<path>` may reach better-auth over HTTP (exact match, as better-auth routes). */
export const isEnabledAuthPath = (path: string): boolean => enabled.has(path)
