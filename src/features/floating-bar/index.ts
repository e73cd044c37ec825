export { FloatingBar } from './FloatingBar'
