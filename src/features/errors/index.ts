export { ErrorPage, NotFoundPage } from './ErrorPage'
