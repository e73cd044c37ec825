import { HttpError } from './error-status'

/** Pages whose data source is down answer 503; the error page shows the localised explanation. */
export const UNAVAILABLE_STATUS = 503

export function unavailableError(): HttpError {
  return new HttpError(UNAVAILABLE_STATUS, 'Service Unavailable')
}
