import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { MenuEditorItem } from '~/admin/menu/contract'
import { ActionStatus } from '../ui/ActionStatus'
import * as css from '../ui/admin.css'
import { MenuItemEditor } from './MenuItemEditor'
import { MenuRowActions } from './MenuRowActions'
import { MenuTree } from './MenuTree'
import { useMenuEditor } from './use-menu-editor'

const text = {
  title: msg`Menu`,
  intro: msg`The public site's navigation: top-level items and their sub-items. Move an item by dragging its handle or with its buttons; a change is on the public pages within seconds.`,
  addTop: msg`Add a top-level item`,
}

/**
 * The menu tree as nested lists: each item can be dragged by its handle (pointer, or keyboard through
 * dnd-kit's keyboard sensor) or moved by buttons (up, down, into the item above, out of its group);
 * every move goes through the same server function and is announced in the status line.
 */
export function MenuEditorPage({ initial }: { initial: MenuEditorItem[] }) {
  const { i18n } = useLingui()
  const editor = useMenuEditor(initial)
  const { editing, setEditing, confirming, setConfirming, titleOf, controlId } = editor
  return (
    <>
      <h1>{i18n._(text.title)}</h1>
      <p>{i18n._(text.intro)}</p>
      <p>
        <button
          ref={editor.addTop}
          type="button"
          className={css.button}
          onClick={() => setEditing({ kind: 'new', parent: null })}
        >
          {i18n._(text.addTop)}
        </button>
      </p>
      <ActionStatus notice={editor.action.notice} ref={editor.action.statusRef} />
      {editing && (
        // A new key per item: choosing another item while the form is open starts a fresh form.
        <MenuItemEditor
          key={editing.kind === 'edit' ? `edit-${editing.item.id}` : `new-${editing.parent?.id ?? 'top'}`}
          editing={editing}
          titleOf={titleOf}
          onDone={(saved) => void editor.edited(saved)}
        />
      )}
      <MenuTree
        id={editor.id}
        items={editor.items}
        titleOf={titleOf}
        handleId={(itemId) => controlId(itemId, 'handle')}
        onDrop={editor.drop}
        actions={(item, parent) => (
          <MenuRowActions
            items={editor.items}
            item={item}
            nested={parent !== null}
            title={titleOf(item)}
            controlId={controlId}
            confirming={confirming === item.id}
            onMove={(kind) => editor.moveBy(item, kind)}
            onEdit={() => setEditing({ kind: 'edit', item })}
            onAddChild={() => setEditing({ kind: 'new', parent: item })}
            onAsk={() => setConfirming(item.id)}
            onKeep={() => setConfirming(null)}
            onDelete={() => void editor.remove(item)}
          />
        )}
      />
    </>
  )
}
