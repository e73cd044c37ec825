export { calendarHref } from './calendar-href'
