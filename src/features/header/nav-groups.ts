/**
 * Which group of the main navigation is open (its index, or `null`), one step at a time: the rules of
 * the disclosure navigation (MainNav.tsx), kept apart from the events that drive them.
 */
export type OpenGroup = number | null

/**
 * A click on a group's button toggles it, except the click that follows the hover which just opened
 * it (a mouse user clicking what they pointed at): that one leaves it open.
 */
export const clickedGroup = (open: OpenGroup, index: number, openedByHover: OpenGroup): OpenGroup =>
  openedByHover === index ? index : open === index ? null : index

/** A mouse entering a group opens it; leaving it closes it if it is still the open one. */
export const hoveredGroup = (open: OpenGroup, index: number, entering: boolean): OpenGroup =>
  entering ? index : closedGroup(open, index)

/** Focus leaving a group, or Escape in it, closes it; another group opened meanwhile stays open. */
export const closedGroup = (open: OpenGroup, index: number): OpenGroup => (open === index ? null : open)
