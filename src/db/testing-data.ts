import type { BoothApplicationInput } from './repositories/booth-applications.server'

/** A Chinese exhibitor's booth application, as tests of the forms, the inbox, mail and export use it. */
export function sampleBoothApplication(overrides: Partial<BoothApplicationInput> = {}): BoothApplicationInput {
  return {
    partnershipIntent: 'exhibitor',
    country: '中国',
    companyName: '黑土地有机农场',
    contactName: '李强',
    phone: '+86 451 8888 6666',
    email: 'li@example.cn',
    productType: '有机大米',
    boothType: 'standard',
    areaSqm: 18,
    lang: 'cn',
    consent: true,
    noticeVersion: 'application/v1',
    ...overrides,
  }
}
