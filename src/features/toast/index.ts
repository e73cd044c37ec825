export { showToast } from './show-toast'
export { ToastRegions } from './ToastRegions'
