import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { mediaUrl } from '~/features/media'
import { blocks, ContentPage, formatFileSize, PageSection, ScrollTable } from '~/features/page-blocks'
import { useConfig } from '~/features/shell'
import { useLocale } from '~/routing/locale'
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
  const locale = useLocale()
  const base = useConfig('media_base_url')
  const { data } = useSuspenseQuery(downloadsQuery(locale))
  return (
    <ContentPage id="download" intro={i18n._(text.intro)}>
      <PageSection headingId="dl-title" title={i18n._(text.documents)}>
        <ScrollTable
          labelledBy="dl-title"
          testId="downloads"
          columns={[i18n._(text.title), i18n._(text.type), i18n._(text.size), { hidden: i18n._(text.download) }]}
        >
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
        </ScrollTable>
      </PageSection>
    </ContentPage>
  )
}
