import type { ReactNode } from 'react'
import { standaloneLink } from '~/ui/blocks.css'

/** A link to another site, in a new window; nothing at all when there is no address. Standing on its
 * own unless given a class of its own. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string | null | undefined
  className?: string
  children: ReactNode
}) {
  if (!href) return null
  return (
    <a className={className ?? standaloneLink} href={href} target="_blank" rel="noopener">
      {children}
    </a>
  )
}
