import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { mediaUrl } from '~/features/media'
import { blocks, formatFileSize, localeOf } from '~/features/page-blocks'
import { SectionPage } from '~/features/sections'
import { useConfig } from '~/features/shell'
import { visuallyHidden } from '~/ui/primitives.css'
import { downloadsQuery } from './downloads.queries'

const text = {
  intro: msg`Manuals, plans, forms and reports for exhibitors, visitors and the press.`,
  documents: msg`Documents`,
  title: msg`Document`,
  type: msg`File type`,
  size: msg`Size`,
  download: msg`Download`,
  downloadLabel: msg`Download {title} ({type}, {size})`,
}

export function DownloadsPage() {
  const { i18n } = useLingui()
  const locale = localeOf(i18n.locale)
  const base = useConfig('media_base_url')
  const { data } = useSuspenseQuery(downloadsQuery(locale))
  return (
    <SectionPage id="download">
      <div className={blocks.stack}>
        <p className={blocks.lead}>{i18n._(text.intro)}</p>
        <section className={blocks.section} aria-labelledby="dl-title">
          <h2 id="dl-title" className={blocks.sectionTitle}>
            {i18n._(text.documents)}
          </h2>
          <div className={blocks.tableScroll} tabIndex={0} role="region" aria-labelledby="dl-title">
            <table className={blocks.table} data-testid="downloads">
              <thead>
                <tr>
                  <th scope="col">{i18n._(text.title)}</th>
                  <th scope="col">{i18n._(text.type)}</th>
                  <th scope="col">{i18n._(text.size)}</th>
                  <th scope="col">
                    <span className={visuallyHidden}>{i18n._(text.download)}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((doc) => {
                  const type = doc.fileType.toUpperCase()
                  const size = formatFileSize(locale, doc.sizeBytes)
                  return (
                    <tr key={doc.id}>
                      <th scope="row">{doc.title}</th>
                      <td>{type}</td>
                      <td className={blocks.noWrap}>{size}</td>
                      <td>
                        <a
                          href={mediaUrl(doc.fileUrl, base)}
                          download
                          aria-label={i18n._({ ...text.downloadLabel, values: { title: doc.title, type, size } })}
                        >
                          {i18n._(text.download)}
                        </a>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </SectionPage>
  )
}
