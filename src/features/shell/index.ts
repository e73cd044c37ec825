export type { ShellData } from '~/contracts/shell'
export { shellQuery } from './shell.queries'
export { ShellDataProvider, useConfig, useLocalConfig, useLocalRichConfig, useShellData } from './shell-data'
export { ShellStoreProvider, useShellState, useShellStore } from './shell-store'
