/**
 * The one server core behind every content type of the registry (ADR 019), by concern: the reads
 * (`collection-query.server.ts`), the writes and their checks (`collection-write.server.ts`,
 * `collection-checks.server.ts`) and the translation gaps (`translation-gaps.server.ts`), all built
 * from the types' Drizzle tables and columns (`collection-table.server.ts`).
 */
export { getItem, listItems, listPage, parentChoices } from './collection-query.server'
export { bulkAction, deleteItem, moveItem, saveItem } from './collection-write.server'
export { collectionsMissingTranslationCount, collectionsMissingTranslations } from './translation-gaps.server'
