import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { FormEvent, ReactNode } from 'react'
import type { ExhibitorCountryDto, IndustryDto } from '~/contracts/content'
import type { DirectorySearch } from '~/contracts/search'
import { blocks } from '~/features/page-blocks'
import { buttonPrimary, textInput } from '~/ui/primitives.css'
import * as css from './DirectoryPage.css'

const text = {
  search: msg`Exhibitor name or keyword`,
  industry: msg`Product category`,
  country: msg`Country or region`,
  all: msg`All`,
  german: msg`German Pavilion only`,
  apply: msg`Search`,
}

/** The directory's search: a GET form (works before hydration); `onSubmit` takes over once hydrated. */
export function DirectoryFilters({
  clean,
  filters,
  onSubmit,
}: {
  clean: DirectorySearch
  filters: { industries: IndustryDto[]; countries: ExhibitorCountryDto[] }
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}) {
  const { i18n } = useLingui()
  return (
    <search>
      {/* key: a shared URL or the back button re-renders the uncontrolled fields with the URL's values */}
      <form
        method="get"
        className={css.filters}
        onSubmit={onSubmit}
        key={JSON.stringify(clean)}
        data-testid="directory-filters"
      >
        <FilterField id="dir-q" label={i18n._(text.search)}>
          <input id="dir-q" name="q" type="search" maxLength={100} defaultValue={clean.q ?? ''} className={textInput} />
        </FilterField>
        <FilterSelect name="industry" label={i18n._(text.industry)} value={clean.industry} all={i18n._(text.all)}>
          {filters.industries.map((parent) => (
            <optgroup key={parent.code} label={parent.name}>
              <option value={parent.code}>
                {parent.name} · {i18n._(text.all)}
              </option>
              {parent.children.map((child) => (
                <option key={child.code} value={child.code}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </FilterSelect>
        <FilterSelect name="country" label={i18n._(text.country)} value={clean.country} all={i18n._(text.all)}>
          {filters.countries.map((country) => (
            <option key={country.countryCode} value={country.countryCode}>
              {country.country} ({country.exhibitors})
            </option>
          ))}
        </FilterSelect>
        <label className={css.check}>
          <input type="checkbox" name="germanPavilion" value="1" defaultChecked={clean.germanPavilion === '1'} />
          {i18n._(text.german)}
        </label>
        <button type="submit" className={`${buttonPrimary} ${blocks.inheritFont}`}>
          {i18n._(text.apply)}
        </button>
      </form>
    </search>
  )
}

/** One labelled filter of the search form. */
function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  )
}

/** A filter chosen from a list; the empty first option means no filter. */
function FilterSelect(props: { name: string; label: string; value?: string; all: string; children: ReactNode }) {
  const id = `dir-${props.name}`
  return (
    <FilterField id={id} label={props.label}>
      <select id={id} name={props.name} defaultValue={props.value ?? ''} className={textInput}>
        <option value="">{props.all}</option>
        {props.children}
      </select>
    </FilterField>
  )
}
