import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import type { SafeHtml } from '~/contracts/safe-html'
import { type SectionId, SectionPage } from '~/features/sections'
import * as css from '~/ui/blocks.css'

/**
 * A titled page of the fair: the section's header, then a stack of blocks opened by a lead
 * paragraph. Every content page starts this way.
 */
export function ContentPage({ id, intro, children }: { id: SectionId; intro: ReactNode; children: ReactNode }) {
  return (
    <SectionPage id={id}>
      <div className={css.stack}>
        <p className={css.lead}>{intro}</p>
        {children}
      </div>
    </SectionPage>
  )
}

export interface PageSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title' | 'id'> {
  /** The heading's id; the section is labelled by its heading. */
  headingId: string
  title: ReactNode
  /** A short muted line under the heading. */
  intro?: ReactNode
  /** `card`: a boxed column with a card heading; `band` (default): a full-width band with a ruled heading. */
  variant?: 'band' | 'card'
  /** Replaces the variant's heading class (e.g. a call-to-action band with its own colours). */
  titleClassName?: string
}

/** One section of a content page: an `<h2>` that labels it, an optional intro line, the content. */
export function PageSection({
  headingId,
  title,
  intro,
  variant = 'band',
  className,
  titleClassName,
  children,
  ...rest
}: PageSectionProps) {
  const card = variant === 'card'
  return (
    <section className={className ?? (card ? css.card : css.section)} aria-labelledby={headingId} {...rest}>
      <h2 id={headingId} className={titleClassName ?? (card ? css.cardTitle : css.sectionTitle)}>
        {title}
      </h2>
      {intro ? <p className={css.muted}>{intro}</p> : null}
      {children}
    </section>
  )
}

/**
 * The only place the site renders HTML from data: it takes nothing but `SafeHtml`, which only the
 * sanitiser produces, so an unsanitised string does not compile. Nothing at all when there is none.
 */
export function RichHtml({
  html,
  className,
  testId,
}: {
  html: SafeHtml | undefined
  className?: string
  testId?: string
}) {
  if (!html) return null
  return (
    <div
      className={className ?? css.rich}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of the sanitiser
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
