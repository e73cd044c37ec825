import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { COLLECTION_NAMES, COLLECTIONS } from './registry'

const text = { title: msg`Content`, intro: msg`Every kind of content the public pages show, each in both languages.` }

export function CollectionsIndexPage() {
  const { i18n } = useLingui()
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <ul>
        {COLLECTION_NAMES.map((name) => (
          <li key={name}>
            <Link to="/admin/content/$collection" params={{ collection: name }}>
              {i18n._(COLLECTIONS[name].label)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}
