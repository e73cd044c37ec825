import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { REGION_CODES, REGIONS } from '~/contracts/registration-regions'
import { VISITOR_TYPES } from '~/db/schema-enums'
import { FilterForm, FilterSelect } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import type { VisitorListFilter } from './contract'
import { visitorsText as text, visitorTypeText } from './visitors-text'

/** The visitors' filter and search: a GET form, so every filtered view is a link. */
export function VisitorFilters({ filter }: { filter: VisitorListFilter }) {
  const { i18n } = useLingui()
  const id = useId()
  return (
    <FilterForm label={i18n._(text.filter)}>
      <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
      <FilterSelect
        id={`${id}-type`}
        label={i18n._(text.type)}
        name="type"
        value={filter.type}
        options={VISITOR_TYPES.map((value) => ({ value, label: i18n._(visitorTypeText[value]) }))}
      />
      <FilterSelect
        id={`${id}-country`}
        label={i18n._(text.country)}
        name="country"
        value={filter.country}
        options={REGION_CODES.map((value) => ({ value, label: REGIONS[value][i18n.locale === 'en' ? 'en' : 'cn'] }))}
      />
      <TextField id={`${id}-interest`} label={i18n._(text.interest)} name="interest" defaultValue={filter.interest} />
      <FilterSelect
        id={`${id}-checked`}
        label={i18n._(text.checkedIn)}
        name="checkedIn"
        value={filter.checkedIn}
        options={[
          { value: 'yes', label: i18n._(text.yes) },
          { value: 'no', label: i18n._(text.no) },
        ]}
      />
    </FilterForm>
  )
}
