export { isChunkLoadError, reloadAfterChunkError } from './chunk-reload'
export { useChunkReload } from './useChunkReload'
