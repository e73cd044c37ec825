export { BecomeExhibitorPage } from './BecomeExhibitorPage'
export { availableBoothsQuery, boothTypesQuery } from './booth-application.queries'
