#!/usr/bin/env node
// Run by `npm run test:http`, `test:e2e` and `test:resilience` before they start the built server,
// so a slice never tests a build older than the sources: the generated media, then a production build
// when the sources changed since the last one (scripts/lib/build-stamp.ts). `--always` builds in any
// case and stamps the build (`npm run build`, and `npm test` once), so a slice run after it builds nothing.
import { ensureBuild } from './lib/production-server.ts'

ensureBuild({ always: process.argv.includes('--always') })
