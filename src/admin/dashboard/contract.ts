/**
 * What waits for someone in the back office: each count is null for a role that may not see it, so
 * the sidebar and the dashboard show only what the viewer can act on.
 */
export interface WaitingCounts {
  /** Booth applications nobody has taken up yet (status `new`). */
  newApplications: number | null
  /** Newsletter sign-ups whose address is not confirmed yet. */
  unconfirmedSubscribers: number | null
  /** Mails the outbox gave up on. */
  failedMails: number | null
  /** News set to go live at a later time. */
  scheduledNews: number | null
  /** Fields of news and content with one language and not the other. */
  missingTranslations: number | null
}

/** One week (Monday, Beijing time, `YYYY-MM-DD`) of what arrived through the public forms. */
export interface WeekFigures {
  week: string
  applications: number
  subscriptions: number
  /** Of that week's subscriptions, those confirmed since. */
  confirmed: number
}

export interface DashboardFigures {
  waiting: WaitingCounts
  /** The last WEEKS weeks, oldest first; null for a role that does not read submissions. */
  weeks: WeekFigures[] | null
}

/** How many weeks the dashboard's trend covers: a quarter, enough to see a campaign's effect. */
export const WEEKS = 12
