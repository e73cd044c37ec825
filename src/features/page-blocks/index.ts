export * as blocks from './blocks.css'
export { type FigureItem, Figures } from './Figures'
export { formatDate, formatFileSize, formatNumber, localeOf, msgWith } from './format'
export { PhotoBox, type PhotoItem } from './PhotoBox'
