export { ErrorPage, NotFoundPage } from './ErrorPage'
export { HttpError, statusOfError } from './error-status'
