export { FloatingBarHost as FloatingBar } from './FloatingBarHost'
