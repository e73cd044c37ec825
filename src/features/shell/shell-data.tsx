import { useSuspenseQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext } from 'react'
import type { SafeHtml } from '~/contracts/safe-html'
import type { ShellData } from '~/contracts/shell'
import { useLocale } from '~/routing/locale'
import { shellQuery } from './shell.queries'

const ShellDataContext = createContext<ShellData | null>(null)

/**
 * Subscribes to the layout data once, for the whole public layout. Every image, the header and the
 * footer read it: each of them subscribing to the query itself (an observer, a key hash and a store
 * subscription per `<Img>`) was about 5% of an uncached render of the home page.
 */
export function ShellDataProvider({ children }: { children: ReactNode }) {
  const data = useSuspenseQuery(shellQuery(useLocale())).data
  return <ShellDataContext.Provider value={data}>{children}</ShellDataContext.Provider>
}

/** The layout data of the current page's locale (loaded by the `{-$locale}` route). */
export function useShellData(): ShellData {
  const data = useContext(ShellDataContext)
  if (!data) throw new Error('useShellData outside ShellDataProvider')
  return data
}

/** One configuration value (`''` when unset). */
export function useConfig(code: string): string {
  return useShellData().config[code] ?? ''
}

/** A bilingual configuration value (`<code>_cn` / `<code>_en`) in the page's locale. */
export function useLocalConfig(code: string): string {
  return useShellData().config[`${code}_${useLocale()}`] ?? ''
}

/** A bilingual rich setting (sanitised HTML) in the page's locale; undefined when unset. */
export function useLocalRichConfig(code: string): SafeHtml | undefined {
  return useShellData().rich[`${code}_${useLocale()}`]
}
