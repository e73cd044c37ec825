export { DirectoryPage } from './DirectoryPage'
export { directoryQueries } from './directory.queries'
