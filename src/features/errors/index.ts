export { ErrorPage, NotFoundPage } from './deferred-error-pages'
