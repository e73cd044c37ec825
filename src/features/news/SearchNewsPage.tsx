import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SectionPage } from '~/features/sections'

const label = msg`Search news`
const submit = msg`Search`

export function SearchNewsPage({ keywords }: { keywords: string | undefined }) {
  const { i18n } = useLingui()
  return (
    <SectionPage id="search-news">
      <search>
        <form method="get">
          <label htmlFor="search-news-keywords">{i18n._(label)}</label>{' '}
          <input
            id="search-news-keywords"
            name="keywords"
            type="search"
            defaultValue={keywords ?? ''}
            maxLength={100}
          />{' '}
          <button type="submit">{i18n._(submit)}</button>
        </form>
      </search>
    </SectionPage>
  )
}
