import { globalStyle } from '@vanilla-extract/css'
import { EARLY_CLICK_MARK } from './early-clicks'

// A button pressed before the page could act on it says that it is working on it.
globalStyle(`[${EARLY_CLICK_MARK}]`, { cursor: 'progress', opacity: 0.6 })
