export { ErrorPage, NotFoundPage } from './ErrorPage'
export { unavailableError } from './unavailable'
