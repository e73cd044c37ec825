export { SubscribeForm } from './SubscribeForm'
