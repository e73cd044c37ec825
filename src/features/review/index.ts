export { ReviewPage } from './ReviewPage'
export { reviewQuery } from './review.queries'
