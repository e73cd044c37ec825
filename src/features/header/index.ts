export { Header, HeaderButtons } from './Header'
export { preregHref } from './prereg'
