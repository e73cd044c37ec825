/**
 * The brand colour, alone in its module: the pages' `theme-color` needs it in every entry chunk,
 * and a module the entry imports is kept whole there (the palette would ride along, 0.5 KB).
 */
export const BRAND_COLOUR = '#1f6b3a'
