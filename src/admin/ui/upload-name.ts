/**
 * An uploaded file's name as the back office shows it: only the last path segment, printable, and not
 * too long. It is shown, never used as a path.
 */
export const uploadedFileName = (name: string) =>
  [...(name.split(/[\\/]/).pop() ?? '')]
    .map((c) => (c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .slice(-200) || 'upload'
