import type { BoothType, NewsCategory, PartnerKind, TestimonialKind, TransportMode } from '~/db/schema-enums'
import type { NewsSummaryDto } from './news'
import type { SafeHtml } from './safe-html'

/**
 * The content the pages and the `/api` answers carry, in one locale (spec section 3). Written out
 * here instead of derived from the database rows, so a UI type never imports a repository and a
 * schema change that would alter an answer fails `tsc` where the server builds it.
 */

/** A config entry as the config list call answers it. */
export interface ConfigEntryDto {
  code: string
  type: number
  content: string | null
  content_rich: SafeHtml | null
}

/** Menu item (path, title, childlist) and navigation link (out_link, target). */
export interface MenuItemDto {
  path: string
  title: string
  out_link: string | null
  target: string | null
  childlist: MenuItemDto[]
}

export interface IndustryDto {
  id: number
  code: string
  name: string
  children: IndustryDto[]
}

export interface PartnerDto {
  id: number
  kind: PartnerKind
  name: string
  url: string | null
  logo: string | null
  country: string | null
  /** A sister fair's place on the world map (degrees); null: listed without a marker. */
  lon: number | null
  lat: number | null
  sortOrder: number
}

export interface HotelDto {
  id: number
  name: string
  roomType: string
  travelTime: string
  freeServices: string
  /** Fair rate per night in CNY. */
  price: number
  url: string | null
  sortOrder: number
}

export interface TransportDto {
  id: number
  mode: TransportMode
  title: string
  description: string
  distanceKm: number | null
  sortOrder: number
}

export interface BoothTypeDto {
  code: BoothType
  name: string
  description: string
  minAreaSqm: number
  sortOrder: number
}

/** A text page of the fair (about, range, ...) with the lists some of them show. */
export interface AboutExhibitor {
  id: number
  name: string
  country: string
  booth: string
  website: string | null
  description: string
}

interface AboutPartner {
  id: number
  name: string
  url: string | null
  logo: string | null
  country: string | null
}

export interface AboutPageData {
  /** Sanitised HTML from site_config (empty when an editor removed it). */
  body: SafeHtml
  summary: string
  industries?: IndustryDto[]
  exhibitors?: AboutExhibitor[]
  partners?: AboutPartner[]
}

interface PhotoDto {
  id: number
  src: string
  alt: string
  width: number
  height: number
  album: string
  sortOrder: number
}

interface VideoDto {
  id: number
  src: string
  poster: string
  title: string
  sortOrder: number
}

interface AwardDto {
  id: number
  year: number
  title: string
  company: string
  product: string
  category: string
}

export interface DownloadDto {
  id: number
  title: string
  fileUrl: string
  fileType: string
  sizeBytes: number
  sortOrder: number
}

interface TestimonialDto {
  id: number
  kind: TestimonialKind
  name: string
  company: string
  quote: string
}

interface StatisticDto {
  id: number
  /** Namespaced key, e.g. `review.visitors`; the prefix is the section. */
  key: string
  value: number
  label: string
  sortOrder: number
}

/** The review page: testimonials, report figures and photos of the last show. */
export interface ReviewPageData {
  testimonials: TestimonialDto[]
  statistics: StatisticDto[]
  photos: PhotoDto[]
}

/** The awards page: awards, their figures, photos and news (dates as ISO strings). */
export interface AwardsPageData {
  awards: AwardDto[]
  statistics: StatisticDto[]
  photos: PhotoDto[]
  news: (Omit<NewsSummaryDto, 'publishedAt'> & { publishedAt: string })[]
}

/** The exhibition-photos page: photos and videos. */
export interface GalleryData {
  photos: GalleryPhoto[]
  videos: GalleryVideo[]
}
type GalleryPhoto = Omit<PhotoDto, 'sortOrder'>
type GalleryVideo = Omit<VideoDto, 'sortOrder'>

/** A hero slide of the home page, in one language: a picture of fixed size, title, text and link. */
export interface HeroSlideDto {
  id: number
  src: string
  /** The picture's renditions (`url 480w, …`); null for a picture from before the library. */
  srcset: string | null
  width: number
  height: number
  title: string
  text: string
  /** A site path (`/news`) or an https URL. */
  link: string | null
}

/** The home page: hero slides, key figures, the latest news per category and the teasers. */
export interface HomeData {
  slides: HeroSlideDto[]
  figures: { key: string; value: number; label: string }[]
  latest: Record<NewsCategory, NewsSummaryDto[]>
  teasers: { whyVisit: string; whyParticipate: string; introduce: string }
}

export interface ExhibitorDto {
  id: number
  name: string
  /** ISO 3166-1 alpha-2, the filter key. */
  countryCode: string
  country: string
  booth: string
  /** Leaf codes of the industry tree. */
  industryCodes: string[]
  germanPavilion: boolean
  website: string | null
  description: string
}

/** A country present in the directory, with how many exhibitors come from it. */
export interface ExhibitorCountryDto {
  countryCode: string
  country: string
  exhibitors: number
}
