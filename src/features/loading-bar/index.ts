export { LoadingBar } from './LoadingBar'
export { markLoadingFailed } from './loading-bar'
