export { WeChatShare } from './WeChatShare'
