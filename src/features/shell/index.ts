export { shellQuery, useConfig, useLocalConfig, useLocalRichConfig, useShellData } from './shell.queries'
export type { ShellData } from './shell.types'
export { ShellStoreProvider, useShellState, useShellStore } from './shell-store'
