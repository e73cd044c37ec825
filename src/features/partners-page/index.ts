export { LogoGrid } from './LogoGrid'
