export { NewsArticle } from './NewsArticle'
export { newsQueries } from './news.queries'
export { NewsIdParam, SearchNewsSearch } from './news.shared'
export { SearchNewsPage } from './SearchNewsPage'
