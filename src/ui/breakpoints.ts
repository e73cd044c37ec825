/** The spec's breakpoints (section 9): below 768 is mobile; 1024, 1440 and 1600 are desktop steps. */
export const breakpoints = { mobile: 768, desktop: 1024, wide: 1440, xwide: 1600 } as const

export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile - 0.02}px)`,
  tablet: `screen and (min-width: ${breakpoints.mobile}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  xwide: `screen and (min-width: ${breakpoints.xwide}px)`,
  belowXwide: `screen and (max-width: ${breakpoints.xwide - 0.02}px)`,
} as const
