export { HomePage } from './HomePage'
export { homeLoader } from './home-loader'
export { homeHead } from './home-route'
