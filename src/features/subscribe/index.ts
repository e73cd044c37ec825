export { MailedLinkPage } from './MailedLinkPage'
export { SubscribeForm } from './SubscribeForm'
