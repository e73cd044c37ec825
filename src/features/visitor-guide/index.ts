export { VisitorGuidePage } from './VisitorGuidePage'
export { visitorGuideQuery } from './visitor-guide.queries'
