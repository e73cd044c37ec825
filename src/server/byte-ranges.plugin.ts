import { definePlugin } from 'nitro'
import { withByteRanges } from './byte-ranges'

/** Nitro runtime plugin (vite.config.ts): byte ranges for static media, see byte-ranges.ts. */
export default definePlugin((nitroApp) => {
  const handle = nitroApp.fetch
  nitroApp.fetch = (request) => withByteRanges(request, handle)
})
