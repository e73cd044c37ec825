import { createServerFn } from '@tanstack/react-start'
import {
  MenuDeleteInput,
  type MenuEditorItem,
  type MenuMoveAnswer,
  MenuMoveInput,
  type MenuSaveAnswer,
  MenuSaveInput,
} from '~/admin/menu/contract'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { deleteMenuItem, moveMenuItem, readMenu, saveMenuItem } from './menu.server'

/** The menu editor's server functions: one per action, each gated on the server by `content:write` (editors and admins). */
export const fetchMenu = createServerFn({ method: 'GET' })
  .middleware([adminFn('content:write')])
  .handler(async (): Promise<MenuEditorItem[]> => readMenu(await getDb()))

export const saveMenuEntry = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MenuSaveInput))
  .handler(async ({ data, context }): Promise<MenuSaveAnswer> => saveMenuItem(await getDb(), context.user, data))

export const deleteMenuEntry = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MenuDeleteInput))
  .handler(async ({ data, context }): Promise<boolean> => deleteMenuItem(await getDb(), context.user, data.id))

export const moveMenuEntry = createServerFn({ method: 'POST' })
  .middleware([adminFn('content:write')])
  .validator(adminInput(MenuMoveInput))
  .handler(async ({ data, context }): Promise<MenuMoveAnswer> => moveMenuItem(await getDb(), context.user, data))
