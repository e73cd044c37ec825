import { useLocale } from '~/routing/locale'
import * as css from '~/ui/blocks.css'
import { formatNumber } from '~/ui/format'

export interface FigureItem {
  key: string
  value: number
  label: string
}

/** Key figures (statistics rows), numbers formatted for the page's locale. */
export function Figures({ items, label }: { items: readonly FigureItem[]; label?: string }) {
  const locale = useLocale()
  return (
    <ul className={css.figures} aria-label={label}>
      {items.map((item) => (
        <li key={item.key} className={css.figure} data-key={item.key}>
          <span className={css.figureLabel}>{item.label}</span>
          <strong className={css.figureValue}>{formatNumber(locale, item.value)}</strong>
        </li>
      ))}
    </ul>
  )
}
