/**
 * Compile-time tests, checked by `tsc --noEmit -p .` (a step of `npm test`); nothing here runs.
 * Each `@ts-expect-error` must stay an error: if a wrong link started to compile, the directive
 * itself would fail the build ("Unused '@ts-expect-error' directive").
 */
import { Link, redirect, useNavigate } from '@tanstack/react-router'
import { SECTIONS } from '~/features/sections'
import type { PageRoute } from '~/routing/page-routes'

const cn = { locale: undefined }
const en = { locale: 'en' as const }

export function CorrectLinks() {
  const navigate = useNavigate()
  void navigate({ to: '/{-$locale}/search-news', params: en, search: { keywords: 'tea', page: 2 } })
  return (
    <>
      <Link to="/{-$locale}/" params={cn} />
      <Link to="/{-$locale}/news/$id" params={{ ...en, id: '3' }} />
      <Link to="/{-$locale}/news" params={cn} search={{ page: 2 }} />
      <Link to="/{-$locale}/directories" params={en} search={{ q: 'tea', germanPavilion: '1', page: '2' }} />
      <Link to={SECTIONS.contact.route} params={cn} />
    </>
  )
}

export function MisspelledRoute() {
  // @ts-expect-error a route the tree does not have
  return <Link to="/{-$locale}/nwes" params={cn} />
}

export function MissingParam() {
  // @ts-expect-error the news item needs its `id`
  return <Link to="/{-$locale}/news/$id" params={cn} />
}

export function WrongLocale() {
  // @ts-expect-error only `en` is a locale segment
  return <Link to="/{-$locale}/contact" params={{ locale: 'fr' }} />
}

export function UnknownSearchKey() {
  // @ts-expect-error the news list knows `page` only
  return <Link to="/{-$locale}/news" params={cn} search={{ pgae: 2 }} />
}

export function WrongSearchValueType() {
  // @ts-expect-error `page` is a number once validated
  return <Link to="/{-$locale}/news" params={cn} search={{ page: 'two' }} />
}

export function WrongDirectoryFilter() {
  // @ts-expect-error `germanPavilion` is '', '1' or '0'
  return <Link to="/{-$locale}/directories" params={cn} search={{ germanPavilion: 'yes' }} />
}

export function NavigateChecksToo() {
  const navigate = useNavigate()
  // @ts-expect-error navigate names routes of the tree as well
  void navigate({ to: '/{-$locale}/nwes', params: cn })
  // @ts-expect-error and types their search
  void navigate({ to: '/{-$locale}/search-news', params: cn, search: { keywords: 2024 } })
}

export function RedirectChecksToo() {
  // @ts-expect-error redirect names routes of the tree
  return redirect({ to: '/{-$locale}/nwes', params: cn })
}

export const tableEntry: PageRoute = '/{-$locale}/contact'
// @ts-expect-error a path table holds routes of the tree, not free strings
export const wrongTableEntry: PageRoute = '/contact'
