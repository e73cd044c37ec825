export { ToastProvider, useToast } from './toast'
