import type { ReactNode } from 'react'

/** A link to another site, in a new window; nothing at all when there is no address. */
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
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
    </a>
  )
}
