export { DirectoryPage } from './DirectoryPage'
export { directoryQueries } from './directory.queries'
export { DirectorySearch, type DirectorySearchParams } from './directory.shared'
