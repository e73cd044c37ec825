export { Countdown } from './Countdown'
export { countdownParts, secondsLeft } from './countdown'
