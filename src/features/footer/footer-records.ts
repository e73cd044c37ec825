/** The ICP filing's own register when the settings name no address (MIIT's public search). */
const ICP_REGISTER = 'https://beian.miit.gov.cn/'

/** Where the ICP filing number links: the address the settings give, else the register. */
export const icpHref = (url: string | undefined) => url || ICP_REGISTER

/** The public security filing's entry in the Ministry of Public Security's register, by its code. */
export const publicSecurityHref = (code: string) =>
  `https://beian.mps.gov.cn/#/query/webSearch?code=${encodeURIComponent(code)}`
