import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import type { NewsDetailDto } from '~/contracts/news'
import { container } from '~/ui/primitives.css'
import { NewsArticle } from './NewsArticle'
import * as css from './NewsArticle.css'

const text = {
  note: msg`Preview of the saved version, as visitors will see it once it is published.`,
  edit: msg`Back to the editor`,
}

/** An editor's preview: the public article exactly, under a band that says what it is. */
export function NewsPreview({ item, url }: { item: NewsDetailDto; url: string }) {
  const { i18n } = useLingui()
  return (
    <>
      <div role="note" className={css.previewNote}>
        <p className={container}>
          {i18n._(text.note)}{' '}
          <Link to="/admin/news/$id" params={{ id: String(item.id) }} search={{}} reloadDocument>
            {i18n._(text.edit)}
          </Link>
        </p>
      </div>
      <NewsArticle item={item} url={url} />
    </>
  )
}
