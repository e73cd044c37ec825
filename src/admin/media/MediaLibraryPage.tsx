import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useRouter } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import type { MediaItem, MediaUploadAnswer } from '~/admin/media/contract'
import { AdminTable } from '../ui/AdminTable'
import * as css from '../ui/admin.css'
import { FilterForm } from '../ui/FilterForm'
import { TextField } from '../ui/TextField'
import { deleteMediaItem, uploadMediaFile } from './media-admin.functions'

const text = {
  title: msg`Media library`,
  upload: msg`Upload a file`,
  file: msg`Picture (JPEG, PNG, WebP, AVIF) or PDF`,
  altCn: msg`Description in Chinese (for screen readers)`,
  altEn: msg`Description in English (for screen readers)`,
  send: msg`Upload`,
  sending: msg`Uploading…`,
  uploaded: msg`Uploaded: {name}.`,
  existing: msg`This file is already in the library: {name}.`,
  noFile: msg`Choose a file first.`,
  type: msg`This file is not a JPEG, PNG, WebP or AVIF picture or a PDF (judged by its content, not its name). SVG files are not accepted.`,
  mismatch: msg`The file's name does not match its content (for example a PDF renamed to .jpg). Nothing was saved.`,
  tooLarge: msg`This file is larger than {max} MB.`,
  unreadable: msg`This picture is damaged or cannot be read.`,
  failed: msg`The file could not be uploaded. Please try again.`,
  search: msg`Search by file name or description`,
  filter: msg`Search the library`,
  preview: msg`Preview`,
  name: msg`File`,
  size: msg`Size`,
  usedBy: msg`Used by`,
  actions: msg`Actions`,
  unused: msg`Not used`,
  delete: msg`Delete`,
  deleteNamed: msg`Delete {name}`,
  deleted: msg`Deleted: {name}.`,
  inUse: msg`{name} is in use ({uses}) and cannot be deleted.`,
  empty: msg`No files match.`,
}

type Notice = { kind: 'ok' | 'error'; text: string } | null

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`

export function MediaLibraryPage({ items, filter }: { items: MediaItem[]; filter: { q?: string } }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const id = useId()
  const [notice, setNotice] = useState<Notice>(null)
  const [busy, setBusy] = useState(false)

  const uploadNotice = (answer: MediaUploadAnswer, name: string): Notice => {
    if (answer.ok)
      return { kind: 'ok', text: i18n._({ ...(answer.existing ? text.existing : text.uploaded), values: { name } }) }
    const reasons = {
      'no-file': text.noFile,
      type: text.type,
      mismatch: text.mismatch,
      'too-large': text.tooLarge,
      unreadable: text.unreadable,
    }
    return { kind: 'error', text: i18n._({ ...reasons[answer.reason], values: { max: answer.maxMegabytes } }) }
  }

  const onUpload = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const file = data.get('file')
    setBusy(true)
    try {
      const answer = await uploadMediaFile({ data })
      setNotice(uploadNotice(answer, file instanceof File ? file.name : ''))
      if (answer.ok) {
        form.reset()
        await router.invalidate()
      }
    } catch {
      setNotice({ kind: 'error', text: i18n._(text.failed) })
    } finally {
      setBusy(false)
    }
  }

  const onDelete = async (item: MediaItem) => {
    const answer = await deleteMediaItem({ data: { id: item.id } })
    if (answer.ok) setNotice({ kind: 'ok', text: i18n._({ ...text.deleted, values: { name: item.fileName } }) })
    else if (answer.reason === 'in-use')
      setNotice({
        kind: 'error',
        text: i18n._({ ...text.inUse, values: { name: item.fileName, uses: answer.usedBy.join(', ') } }),
      })
    await router.invalidate()
  }

  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <section className={css.panel} aria-labelledby={`${id}-upload`}>
        <h2 id={`${id}-upload`}>{i18n._(text.upload)}</h2>
        <form className={css.form} onSubmit={(e) => void onUpload(e)}>
          <TextField
            id={`${id}-file`}
            label={i18n._(text.file)}
            name="file"
            type="file"
            required
            accept="image/jpeg,image/png,image/webp,image/avif,application/pdf"
          />
          <TextField id={`${id}-altCn`} label={i18n._(text.altCn)} name="altCn" maxLength={300} lang="zh-CN" />
          <TextField id={`${id}-altEn`} label={i18n._(text.altEn)} name="altEn" maxLength={300} lang="en" />
          <p>
            <button type="submit" className={css.button} disabled={busy}>
              {i18n._(busy ? text.sending : text.send)}
            </button>
          </p>
        </form>
      </section>
      <p
        role={notice?.kind === 'error' ? 'alert' : 'status'}
        className={notice?.kind === 'error' ? css.alert : undefined}
      >
        {notice?.text}
      </p>
      <FilterForm label={i18n._(text.filter)}>
        <TextField id={`${id}-q`} label={i18n._(text.search)} name="q" type="search" defaultValue={filter.q} />
      </FilterForm>
      {items.length === 0 ? (
        <p>{i18n._(text.empty)}</p>
      ) : (
        <AdminTable headings={[text.preview, text.name, text.size, text.usedBy, text.actions]}>
          {items.map((item) => (
            <tr key={item.id}>
              <td className={css.cell}>
                {item.thumbnailUrl && item.width && item.height ? (
                  <img
                    src={item.thumbnailUrl}
                    alt={i18n.locale === 'en' ? item.altEn : item.altCn}
                    width={96}
                    height={Math.round((96 * item.height) / item.width)}
                    className={css.thumbnail}
                    loading="lazy"
                  />
                ) : (
                  'PDF'
                )}
              </td>
              <td className={css.cell}>
                <a href={item.url}>{item.fileName}</a>
              </td>
              <td className={css.cell}>
                {kilobytes(item.bytes)}
                {item.width && item.height ? ` · ${item.width}×${item.height}` : ''}
              </td>
              <td className={css.cell}>{item.usedBy.length ? item.usedBy.join(', ') : i18n._(text.unused)}</td>
              <td className={css.cell}>
                <button
                  type="button"
                  className={css.quietButton}
                  aria-label={i18n._({ ...text.deleteNamed, values: { name: item.fileName } })}
                  onClick={() => void onDelete(item)}
                >
                  {i18n._(text.delete)}
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </>
  )
}
