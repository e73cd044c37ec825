import { Img } from '~/features/media'
import { tileGrid } from '~/ui/primitives.css'
import * as css from './LogoGrid.css'

export interface LogoPartner {
  id: number
  name: string
  url: string | null
  logo: string | null
}

/** Partner logos (240×120) with their names; linked when the partner has a website. */
export function LogoGrid({ partners, testId }: { partners: LogoPartner[]; testId?: string }) {
  return (
    <ul className={tileGrid} data-testid={testId}>
      {partners.map((p) => {
        const content = (
          <>
            {p.logo && <Img src={p.logo} alt="" width={240} height={120} className={css.logo} />}
            <span>{p.name}</span>
          </>
        )
        return (
          <li key={p.id}>
            {p.url ? (
              <a className={css.item} href={p.url} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            ) : (
              <div className={css.item}>{content}</div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
