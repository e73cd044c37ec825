import { useLingui } from '@lingui/react'
import type { FormEvent, Ref } from 'react'
import * as css from '../ui/admin.css'
import { TextField } from '../ui/TextField'
import { libraryText as text } from './media-library-text'

/** The upload: a picture or a PDF with its descriptions in both languages, sent as form data. */
export function MediaUploadForm({
  id,
  busy,
  onUpload,
  ref,
}: {
  /** The screen's id, which the form's ids start with. */
  id: string
  busy: boolean
  /** Sends the form's data; answers whether the file was stored, so the form empties. */
  onUpload: (data: FormData, name: string) => Promise<boolean>
  ref: Ref<HTMLFormElement>
}) {
  const { i18n } = useLingui()
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const data = new FormData(form)
    const file = data.get('file')
    if (await onUpload(data, file instanceof File ? file.name : '')) form.reset()
  }
  return (
    <section className={css.panel} aria-labelledby={`${id}-upload`}>
      <h2 id={`${id}-upload`}>{i18n._(text.upload)}</h2>
      <form className={css.form} onSubmit={(e) => void onSubmit(e)} ref={ref}>
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
  )
}
