import { useLingui } from '@lingui/react'
import { PROVINCES, REGIONS } from '~/contracts/registration-regions'
import { PURCHASING_ROLES, VISITOR_TYPES } from '~/db/schema-enums'
import * as css from '../ui/admin.css'
import { CheckedField, problemProps } from '../ui/CheckedField'
import { checkInTypeText } from './check-in-text'
import { DeskInput, DeskSelect } from './DeskFields'
import type { DeskRegistrationInput } from './desk-contract'
import { deskLang } from './desk-registration'
import { purchasingRoleText, deskText as text } from './desk-registration-text'

/**
 * The visitor's details at the desk, the public form's fields: a province only for the Chinese
 * mainland, and the badge mail's language, which also picks the language of the notice shown.
 */
export function DeskVisitorFields({
  uid,
  errors,
  country,
  onCountry,
  visitorLang,
  onVisitorLang,
}: {
  uid: string
  errors: Record<string, string>
  country: string
  onCountry: (country: string) => void
  visitorLang: DeskRegistrationInput['lang']
  onVisitorLang: (lang: DeskRegistrationInput['lang']) => void
}) {
  const { i18n } = useLingui()
  const lang = deskLang(i18n.locale)
  const at = (name: string) => ({ uid, name, problem: errors[name] })
  const langId = `${uid}-lang`
  return (
    <div className={css.sideBySide}>
      <DeskInput {...at('truename')} label={text.truename} />
      <DeskInput {...at('mobile')} label={text.mobile} type="tel" />
      <DeskInput {...at('email')} label={text.email} type="email" />
      <DeskInput {...at('company')} label={text.company} />
      <DeskInput {...at('jobTitle')} label={text.jobTitle} />
      <DeskSelect
        {...at('country')}
        label={text.country}
        options={Object.entries(REGIONS).map(([value, names]) => ({ value, label: names[lang] }))}
        onChange={(e) => onCountry(e.currentTarget.value)}
      />
      {country === 'CN' ? (
        <DeskSelect
          {...at('province')}
          label={text.province}
          options={Object.entries(PROVINCES).map(([value, names]) => ({ value, label: names[lang] }))}
        />
      ) : null}
      <DeskSelect
        {...at('visitorType')}
        label={text.visitorType}
        options={VISITOR_TYPES.map((value) => ({ value, label: i18n._(checkInTypeText[value]) }))}
      />
      <DeskSelect
        {...at('purchasingRole')}
        label={text.purchasingRole}
        options={PURCHASING_ROLES.map((value) => ({ value, label: i18n._(purchasingRoleText[value]) }))}
      />
      <CheckedField id={langId} label={i18n._(text.lang)} problem={errors.lang}>
        <select
          id={langId}
          {...problemProps(langId, errors.lang)}
          name="lang"
          className={css.input}
          value={visitorLang}
          onChange={(e) => onVisitorLang(deskLang(e.currentTarget.value))}
        >
          <option value="cn" lang="zh-CN">
            中文
          </option>
          <option value="en" lang="en">
            English
          </option>
        </select>
      </CheckedField>
    </div>
  )
}
