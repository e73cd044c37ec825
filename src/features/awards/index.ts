export { AwardsPage } from './AwardsPage'
export { awardsQuery } from './awards.queries'
