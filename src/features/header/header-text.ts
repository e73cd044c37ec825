import { msg } from '@lingui/core/macro'

export const headerText = {
  date: msg`Show dates`,
  address: msg`Venue`,
  booth: msg`Book a Booth`,
  prereg: msg`Pre-register`,
  newWindow: msg`(opens in a new window)`,
  mainNav: msg`Main navigation`,
}
