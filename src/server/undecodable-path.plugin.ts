import { definePlugin } from 'nitro'
import { markUndecodablePath } from './undecodable-path'

/** Nitro runtime plugin (vite.config.ts): undecodable paths reach the app marked, see undecodable-path.ts. */
export default definePlugin((nitroApp) => {
  const handle = nitroApp.fetch
  nitroApp.fetch = (request) => handle(markUndecodablePath(request))
})
