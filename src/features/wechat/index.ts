export { shareInWeChat } from './share-in-wechat'
