import './early-clicks.css'

export { EARLY_CLICK_SCRIPT, replayEarlyClicks, takeEarlyClicks } from './early-clicks'
