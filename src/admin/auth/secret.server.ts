// The secret lives below the back office, so public server code may derive its own keys from it.
export { authSecret } from '~/server/auth-secret.server'
