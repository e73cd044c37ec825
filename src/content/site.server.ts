import type { ConfigEntryDto, IndustryDto, MenuItemDto } from '~/contracts/content'
import type { Db } from '~/db/client.server'
import { pickLocale } from '~/db/localise'
import { getIndustryTree, type IndustryNode } from '~/db/repositories/industry.server'
import { getMenuTree, type MenuNode } from '~/db/repositories/menu.server'
import { listConfigEntries } from '~/db/repositories/site-config.server'
import type { Locale } from '~/i18n/locales'

export async function configList(db: Db): Promise<ConfigEntryDto[]> {
  return (await listConfigEntries(db)).map((e) => ({
    code: e.code,
    type: e.type,
    content: e.content,
    content_rich: e.contentRich,
  }))
}

function menuDto(node: MenuNode, locale: Locale): MenuItemDto {
  const { path, title, outLink, target } = pickLocale(node, locale)
  return { path, title, out_link: outLink, target, childlist: node.children.map((c) => menuDto(c, locale)) }
}

export async function menu(db: Db, locale: Locale): Promise<MenuItemDto[]> {
  return (await getMenuTree(db)).map((node) => menuDto(node, locale))
}

function industryDto(node: IndustryNode, locale: Locale): IndustryDto {
  const { id, code, name } = pickLocale(node, locale)
  return { id, code, name, children: node.children.map((c) => industryDto(c, locale)) }
}

export async function industryTree(db: Db, locale: Locale): Promise<IndustryDto[]> {
  return (await getIndustryTree(db)).map((node) => industryDto(node, locale))
}
