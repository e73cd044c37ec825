export { HomePage } from './HomePage'
export { homeRoute } from './home-route'
