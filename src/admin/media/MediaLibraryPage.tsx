import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { MediaItem } from '~/admin/media/contract'
import { ActionStatus } from '../ui/ActionStatus'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { FilterForm } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import { MediaTable } from './MediaTable'
import { MediaUploadForm } from './MediaUploadForm'
import { libraryText as text } from './media-library-text'
import { useMediaAction } from './use-media-action'

/**
 * The media library (ADR 016): an upload form, the screen's one notice, a search kept in the address
 * (it works before hydration), and the files, each deleted after a confirmation unless in use.
 */
export function MediaLibraryPage({ items, filter }: { items: MediaItem[]; filter: { q?: string } }) {
  const { i18n } = useLingui()
  const id = useId()
  // The file whose deletion waits for the confirmation.
  const [deleting, setDeleting] = useState<MediaItem | null>(null)
  const action = useMediaAction()

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <MediaUploadForm
        id={id}
        ref={action.formRef}
        busy={action.busy}
        onUpload={async (data, name) => (await action.run({ kind: 'upload', data, name }))?.ok === true}
      />
      <ActionStatus notice={action.notice} ref={action.statusRef} />
      {deleting ? (
        <ConfirmDialog
          question={i18n._({ ...text.confirmDelete, values: { label: deleting.fileName } })}
          confirmLabel={`${i18n._(text.deleteForGood)}: ${deleting.fileName}`}
          keepLabel={i18n._(text.keep)}
          busy={action.busy}
          onConfirm={() => {
            setDeleting(null)
            void action.run({ kind: 'delete', item: deleting })
          }}
          onKeep={() => setDeleting(null)}
        />
      ) : null}
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
      </FilterForm>
      {items.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <MediaTable items={items} busy={action.busy} onDelete={setDeleting} />
      )}
    </>
  )
}
