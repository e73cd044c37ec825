export { shellQuery, useConfig, useShellData } from './shell.queries'
export type { PartnerDto, ShellData } from './shell.types'
export { createShellStore, ShellStoreProvider, useShellState, useShellStore } from './shell-store'
