export { BecomeExhibitorPage } from './BecomeExhibitorPage'
export { boothTypesQuery } from './booth-application.queries'
