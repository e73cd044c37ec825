import { useLingui } from '@lingui/react'
import { NEWS_CATEGORIES, NEWS_STATUSES } from '~/db/schema-enums'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { SelectField } from '../ui/SelectField'
import { TextField } from '../ui/TextField'
import { NEWS_COMPLETENESS, NEWS_LIST_SORTS } from './contract'
import type { NewsListView } from './news-list'
import { languagesText, sortText, listText as text } from './news-list-text'
import { categoryText, statusText } from './news-text'

/** The list's search, filters and order: a native form, so it works before hydration. */
export function NewsFilters({ id, filter }: { id: string; filter: NewsListView }) {
  const { i18n } = useLingui()
  return (
    <FilterForm label={i18n._(text.filter)}>
      <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
      <FilterSelect
        id={`${id}-status`}
        label={i18n._(text.status)}
        name="status"
        value={filter.status}
        options={NEWS_STATUSES.map((value) => ({ value, label: i18n._(statusText[value]) }))}
      />
      <FilterSelect
        id={`${id}-category`}
        label={i18n._(text.category)}
        name="category"
        value={filter.category}
        options={NEWS_CATEGORIES.map((value) => ({ value, label: i18n._(categoryText[value]) }))}
      />
      <FilterSelect
        id={`${id}-languages`}
        label={i18n._(text.languages)}
        name="languages"
        value={filter.languages}
        options={NEWS_COMPLETENESS.map((value) => ({ value, label: i18n._(languagesText[value]) }))}
      />
      <SelectField
        id={`${id}-sort`}
        label={i18n._(text.sort)}
        name="sort"
        defaultValue={filter.sort ?? 'newest'}
        options={NEWS_LIST_SORTS.map((value) => ({ value, label: i18n._(sortText[value]) }))}
      />
    </FilterForm>
  )
}
