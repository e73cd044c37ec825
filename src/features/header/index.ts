export { Header } from './Header'
export { HeaderButtons } from './HeaderButtons'
export { preregHref } from './prereg'
