export { homeRoute } from './home-route'
