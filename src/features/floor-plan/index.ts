export { FloorPlanPage } from './FloorPlanPage'
export { floorPlanQuery } from './floor-plan.queries'
