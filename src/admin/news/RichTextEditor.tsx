import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { currentCspNonce } from '~/server/csp-nonce'
import * as css from './RichTextEditor.css'

const text = {
  toolbar: msg`Formatting`,
  bold: msg`Bold`,
  italic: msg`Italic`,
  heading: msg`Heading`,
  bullets: msg`Bulleted list`,
  numbers: msg`Numbered list`,
  quote: msg`Quote`,
}

export interface RichTextEditorProps {
  /** The id of the visible label naming this editor. */
  labelledBy: string
  lang: string
  initialHtml: string
  onChange: (html: string) => void
}

/**
 * TipTap with only what the sanitiser keeps (headings, paragraphs, lists, quotes, bold, italic,
 * links), so nothing an editor makes is dropped on save. Keyboard: the usual shortcuts (Ctrl+B, Ctrl+I)
 * and a toolbar of toggle buttons; Tab leaves the editor.
 */
export default function RichTextEditor({ labelledBy, lang, initialHtml, onChange }: RichTextEditorProps) {
  const { i18n } = useLingui()
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        underline: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] },
      }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    // TipTap adds its base styles as a <style> element: it carries the page's CSP nonce.
    injectNonce: currentCspNonce(),
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        class: css.content,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  })
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 2 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
      quote: current?.isActive('blockquote') ?? false,
    }),
  })
  const buttons = [
    { key: 'bold', label: text.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', label: text.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    { key: 'heading', label: text.heading, run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run() },
    { key: 'bullets', label: text.bullets, run: () => editor?.chain().focus().toggleBulletList().run() },
    { key: 'numbers', label: text.numbers, run: () => editor?.chain().focus().toggleOrderedList().run() },
    { key: 'quote', label: text.quote, run: () => editor?.chain().focus().toggleBlockquote().run() },
  ] as const
  return (
    <div className={css.frame}>
      <div role="toolbar" aria-label={i18n._(text.toolbar)} className={css.toolbar}>
        {buttons.map((button) => (
          <button
            key={button.key}
            type="button"
            className={css.tool}
            aria-pressed={active?.[button.key] ?? false}
            onClick={button.run}
          >
            {i18n._(button.label)}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
