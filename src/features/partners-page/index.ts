export { LogoGrid, type LogoPartner } from './LogoGrid'
