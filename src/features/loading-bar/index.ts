export { LoadingBar } from './LoadingBar'
export { loadingProgress, markLoadingFailed } from './loading-bar'
