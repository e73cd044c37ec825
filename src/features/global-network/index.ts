export { GlobalPage } from './GlobalPage'
