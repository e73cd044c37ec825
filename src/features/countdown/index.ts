export { Countdown } from './Countdown'
