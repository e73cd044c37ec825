import './early-clicks.css'

export {
  EARLY_CLICK_MARK,
  EARLY_CLICK_SCRIPT,
  type KeptClicks,
  keepClicksWithin,
  replayEarlyClicks,
  takeEarlyClicks,
} from './early-clicks'
