import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import type { CollectionListSearch } from './contract'
import type { ListFilter } from './list-shape'
import { listText } from './list-text'

/**
 * A list's search and filters as a GET form, so each view is a link and the search works before
 * hydration; it keeps the sort the list is in.
 */
export function CollectionFilters({
  filters,
  search,
}: {
  filters: readonly ListFilter[]
  search: CollectionListSearch
}) {
  const { i18n } = useLingui()
  const searchId = useId()
  return (
    <FilterForm label={i18n._(listText.searchForm)}>
      <TextField id={searchId} label={i18n._(listText.search)} type="search" name="q" defaultValue={search.q ?? ''} />
      {filters.map((filter) => (
        <FilterSelect
          key={filter.key}
          id={`${searchId}-${filter.key}`}
          label={filter.label ? i18n._(filter.label) : filter.key}
          name={filter.key}
          value={filter.chosen}
          options={filter.options.map(({ value, label }) => ({ value, label: label ? i18n._(label) : value }))}
        />
      ))}
      {search.sort ? <input type="hidden" name="sort" value={search.sort} /> : null}
      {search.dir ? <input type="hidden" name="dir" value={search.dir} /> : null}
    </FilterForm>
  )
}
