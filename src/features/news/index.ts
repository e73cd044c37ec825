export { NewsIdParam, SearchNewsSearch } from './news.shared'
export { SearchNewsPage } from './SearchNewsPage'
