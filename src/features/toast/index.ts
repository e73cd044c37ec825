export { type ToastKind, ToastProvider, useToast } from './toast'
