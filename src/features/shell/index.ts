export { shellQuery } from './shell.queries'
export type { ShellData } from './shell.types'
export { ShellDataProvider, useConfig, useLocalConfig, useLocalRichConfig, useShellData } from './shell-data'
export { ShellStoreProvider, useShellState, useShellStore } from './shell-store'
