export { MailedLinkPage } from './MailedLinkPage'
export { NewsletterPage } from './NewsletterPage'
export { SubscribeForm } from './SubscribeForm'
export { newsletterTitle, SUBSCRIBE_PAGE_PATH } from './subscribe-form.shared'
