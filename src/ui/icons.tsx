/** Decorative inline icons (no requests, no font); the control that holds one carries the name. */
type IconProps = { size?: number }
const svg = (size: number, path: React.ReactNode) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {path}
  </svg>
)
export const SearchIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  )
export const CloseIcon = ({ size = 20 }: IconProps) => svg(size, <path d="M6 6l12 12M18 6 6 18" />)
export const MenuIcon = ({ size = 22 }: IconProps) => svg(size, <path d="M4 6h16M4 12h16M4 18h16" />)
export const GlobeIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>,
  )
export const ChevronIcon = ({ size = 14 }: IconProps) => svg(size, <path d="m6 9 6 6 6-6" />)
export const ArrowUpIcon = ({ size = 20 }: IconProps) => svg(size, <path d="M12 19V5M5 12l7-7 7 7" />)
export const QrIcon = ({ size = 20 }: IconProps) =>
  svg(
    size,
    <>
      <rect x="3" y="3" width="7" height="7" />
      <rect x="14" y="3" width="7" height="7" />
      <rect x="3" y="14" width="7" height="7" />
      <path d="M14 14h3v3h-3zM20 14v.01M14 20h.01M17 20h4v-3" />
    </>,
  )
