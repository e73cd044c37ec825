import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { linkOptions } from '@tanstack/react-router'
import type { Capability } from '../auth/roles'
import type { WaitingCounts } from '../dashboard/contract'

/** One screen in the sidebar: where it goes, who sees it (absent: everyone), which waiting count it carries. */
export interface AdminSection<L extends object = object> {
  link: L
  label: MessageDescriptor
  capability?: Capability
  waiting?: keyof WaitingCounts
}

const section = <L extends object>(
  link: L,
  label: MessageDescriptor,
  more: Pick<AdminSection, 'capability' | 'waiting'> = {},
): AdminSection<L> => ({ link, label, ...more })

/**
 * The back office's screens grouped by domain, in the order people work: the one place the sidebar
 * (and its counts) is described. A group without a screen for the viewer's role is left out.
 */
export const ADMIN_SECTION_GROUPS = [
  {
    label: msg`Overview`,
    sections: [section(linkOptions({ to: '/admin', activeOptions: { exact: true } }), msg`Dashboard`)],
  },
  {
    label: msg`Website content`,
    sections: [
      section(linkOptions({ to: '/admin/news', search: {} }), msg`News`, {
        capability: 'content:write',
        waiting: 'scheduledNews',
      }),
      section(linkOptions({ to: '/admin/content' }), msg`Content`, { capability: 'content:write' }),
      section(linkOptions({ to: '/admin/media', search: {} }), msg`Media library`, { capability: 'content:write' }),
      section(linkOptions({ to: '/admin/menu' }), msg`Menu`, { capability: 'content:write' }),
      section(linkOptions({ to: '/admin/translations' }), msg`Translation status`, {
        capability: 'content:write',
        waiting: 'missingTranslations',
      }),
      section(linkOptions({ to: '/admin/import', search: {} }), msg`Import exhibitors`, {
        capability: 'content:write',
      }),
    ],
  },
  {
    label: msg`Sales`,
    sections: [
      section(linkOptions({ to: '/admin/applications', search: {} }), msg`Booth applications`, {
        capability: 'submissions:read',
        waiting: 'newApplications',
      }),
      section(linkOptions({ to: '/admin/floor-plan' }), msg`Hall plan`, { capability: 'booths:write' }),
      section(linkOptions({ to: '/admin/subscribers', search: {} }), msg`Newsletter subscribers`, {
        capability: 'submissions:read',
        waiting: 'unconfirmedSubscribers',
      }),
    ],
  },
  {
    label: msg`Trade visitors`,
    sections: [
      section(linkOptions({ to: '/admin/visitors', search: {} }), msg`Visitors`, { capability: 'visitors:read' }),
      section(linkOptions({ to: '/admin/check-in' }), msg`Check-in`, { capability: 'checkin:scan' }),
    ],
  },
  {
    label: msg`Administration`,
    sections: [
      section(linkOptions({ to: '/admin/accounts' }), msg`Accounts`, { capability: 'accounts:manage' }),
      section(linkOptions({ to: '/admin/outbox' }), msg`Mail outbox`, {
        capability: 'mail:read',
        waiting: 'failedMails',
      }),
      section(linkOptions({ to: '/admin/audit', search: {} }), msg`Audit log`, { capability: 'audit:read' }),
      section(linkOptions({ to: '/admin/settings' }), msg`Site settings`, { capability: 'settings:write' }),
      section(linkOptions({ to: '/admin/privacy-notices', search: {} }), msg`Privacy notices`, {
        capability: 'settings:write',
      }),
    ],
  },
  {
    label: msg`You`,
    sections: [section(linkOptions({ to: '/admin/account' }), msg`My account`)],
  },
] satisfies readonly { label: MessageDescriptor; sections: readonly AdminSection[] }[]
