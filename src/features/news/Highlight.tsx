import { highlightParts } from './news.shared'

/** Text with every keyword wrapped in <mark>; built from text nodes, never from HTML. */
export function Highlight({ text, keywords }: { text: string; keywords: readonly string[] }) {
  return (
    <>
      {highlightParts(text, keywords).map((part, i) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional and never reorder
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </>
  )
}
