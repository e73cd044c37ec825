/**
 * Empties a form's fields after a send was accepted. Not `form.reset()`: that restores each field's
 * default, which is what a refused plain post sent back (the server renders a refused post's entries
 * as the fields' defaults), so an accepted send would show the refused entries again. Hidden fields
 * (a form's own stamps) and buttons keep their values; a select goes back to its first option.
 */
export function clearFields(form: HTMLFormElement): void {
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement) {
      if (field.type === 'checkbox' || field.type === 'radio') field.checked = false
      else if (!['hidden', 'submit', 'button', 'reset'].includes(field.type)) field.value = ''
    } else if (field instanceof HTMLSelectElement) field.selectedIndex = 0
    else if (field instanceof HTMLTextAreaElement) field.value = ''
  }
}
