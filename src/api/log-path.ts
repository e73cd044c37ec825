/**
 * The path a log line keeps. Query strings never reach the logs; in the back office's and the auth
 * endpoints' paths, a segment that could be a secret (a reset or invitation token, an id better-auth
 * takes in a path) is replaced too, whatever the route, so no old link or new endpoint leaks one.
 */
const PRIVATE_AREA = /^\/(?:api\/auth|admin|(?:en\/)?badge)(?:\/|$)/i
const AFTER_TOKEN_DOOR = /^(\/api\/auth\/(?:reset-password|callback|verify-email|delete-user\/callback))\/.+$/i
const TOKEN_LIKE = /^(?=.*[A-Z0-9])[A-Za-z0-9_~.%-]{16,}$/

export function loggablePath(pathname: string): string {
  if (!PRIVATE_AREA.test(pathname)) return pathname
  const door = AFTER_TOKEN_DOOR.exec(pathname)
  if (door) return `${door[1]}/[redacted]`
  return pathname
    .split('/')
    .map((segment) => (TOKEN_LIKE.test(segment) ? '[redacted]' : segment))
    .join('/')
}
