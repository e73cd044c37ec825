import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { CONTENT_TYPES, type ContentType, type ContentTypeName } from '~/content/content-types'
import { PARTNER_KINDS, PHOTO_ALBUMS, TESTIMONIAL_KINDS, TRANSPORT_MODES } from '~/db/schema-enums'
import type { FilterParam } from './contract'
import type { FieldSpec } from './fields'
import type { ColumnProblems, FilterProblems } from './registry-columns'

/** A field with its label; a choice field words each of its values. */
export type CollectionField = FieldSpec & {
  label: MessageDescriptor
  choices?: Readonly<Record<string, MessageDescriptor>>
}

/**
 * A content type as the generic screens see it: its entry in the site's one list of types
 * (`CONTENT_TYPES`: table, order, scope, public list) with what only the back office needs.
 */
export interface Collection extends ContentType {
  label: MessageDescriptor
  /** Shown for each row in the list (a localised field's column, or a text one). */
  title: string
  fields: Readonly<Record<string, CollectionField>>
  /**
   * Fields (keys of `fields`) the list shows as columns beside the picture, the title and the on/off
   * state, each sortable, headed by `label` (the field's own label is for the form); a localised one
   * shows its Chinese entry.
   */
  columns?: readonly { field: string; label: MessageDescriptor }[]
  /**
   * Choice and yes/no fields (keys of `fields`) the list can be filtered by, beside the on/off state
   * every type with `hidden` has (`filterKeys`).
   */
  filters?: readonly Exclude<FilterParam, 'hidden'>[]
}

/** Every type's on/off switch: a hidden row stays here and leaves every public page (ADR 019). */
const hidden = { kind: 'boolean', column: 'hidden', label: msg`Hidden from the public site` } as const

/** A partner's logo, from the library. */
const logo = {
  kind: 'media',
  column: 'logo_media_id',
  accept: 'image',
  optional: true,
  copies: { url: 'logo' },
  label: msg`Logo`,
} as const

/** A sister fair's place on the world map of /global; a fair without one is listed without a marker. */
const position = {
  lon: {
    kind: 'decimal',
    column: 'lon',
    min: -180,
    max: 180,
    optional: true,
    label: msg`Longitude (-180 to 180, east positive)`,
  },
  lat: {
    kind: 'decimal',
    column: 'lat',
    min: -90,
    max: 90,
    optional: true,
    label: msg`Latitude (-90 to 90, north positive)`,
  },
} as const

/**
 * One kind of partner as a type of its own (its list, its form), from the shared `partner` table;
 * `extra` adds the fields only this kind has.
 */
function partnerKind<T extends ContentType, E extends Readonly<Record<string, CollectionField>>>(
  type: T,
  label: MessageDescriptor,
  extra?: E,
) {
  return {
    ...type,
    label,
    title: 'name',
    fields: {
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Name` },
      country: { kind: 'localised', column: 'country', max: 100, optional: true, label: msg`Country` },
      url: { kind: 'url', column: 'url', optional: true, label: msg`Website (https)` },
      ...extra,
      logo,
      hidden,
    },
  } as const satisfies Collection
}

/**
 * The content types the generic screens edit: each is its entry in `CONTENT_TYPES` (table, order,
 * scope, public list) with its fields (and with them the form, the validation and the writes), its
 * title, list columns and filters. Adding a type is adding an entry there and here (ADR 019, 032).
 */
export const COLLECTIONS = {
  heroSlides: {
    ...CONTENT_TYPES.heroSlides,
    label: msg`Home page slides`,
    title: 'title',
    fields: {
      image: {
        kind: 'media',
        column: 'image_media_id',
        accept: 'image',
        copies: { url: 'image', srcset: 'image_srcset', width: 'width', height: 'height' },
        label: msg`Picture`,
      },
      title: { kind: 'localised', column: 'title', max: 200, label: msg`Title` },
      text: { kind: 'localised', column: 'text', max: 500, multiline: true, optional: true, label: msg`Text` },
      link: { kind: 'link', column: 'link', optional: true, label: msg`Link (a path of this site or https)` },
      hidden,
    },
  },
  hotels: {
    ...CONTENT_TYPES.hotels,
    label: msg`Hotels`,
    title: 'name',
    fields: {
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Name` },
      roomType: { kind: 'localised', column: 'room_type', max: 200, label: msg`Room type` },
      travelTime: { kind: 'localised', column: 'travel_time', max: 200, label: msg`Travel time to the venue` },
      freeServices: { kind: 'localised', column: 'free_services', max: 500, label: msg`Free services` },
      price: { kind: 'int', column: 'price', min: 0, max: 100_000, label: msg`Fair rate per night (CNY)` },
      url: { kind: 'url', column: 'url', optional: true, label: msg`Booking link (https)` },
      hidden,
    },
  },
  transport: {
    ...CONTENT_TYPES.transport,
    label: msg`Getting there`,
    title: 'title',
    filters: ['mode'],
    fields: {
      mode: {
        kind: 'enum',
        column: 'mode',
        values: TRANSPORT_MODES,
        label: msg`Means of transport`,
        choices: { metro: msg`Metro`, maglev: msg`Maglev`, bus: msg`Bus`, driving: msg`By car`, taxi: msg`Taxi` },
      },
      title: { kind: 'localised', column: 'title', max: 200, label: msg`Title` },
      description: { kind: 'localised', column: 'description', max: 2000, multiline: true, label: msg`Description` },
      distance: {
        kind: 'decimal',
        column: 'distance_km',
        min: 0,
        max: 9999,
        optional: true,
        label: msg`Distance (km)`,
      },
      hidden,
    },
  },
  awards: {
    ...CONTENT_TYPES.awards,
    label: msg`Awards`,
    title: 'title',
    fields: {
      year: { kind: 'int', column: 'year', min: 2000, max: 2100, label: msg`Year` },
      title: { kind: 'localised', column: 'title', max: 200, label: msg`Award` },
      company: { kind: 'localised', column: 'company', max: 200, label: msg`Company` },
      product: { kind: 'localised', column: 'product', max: 200, label: msg`Product` },
      category: { kind: 'localised', column: 'category', max: 200, label: msg`Category` },
      hidden,
    },
  },
  testimonials: {
    ...CONTENT_TYPES.testimonials,
    label: msg`Testimonials`,
    title: 'company',
    filters: ['kind'],
    fields: {
      kind: {
        kind: 'enum',
        column: 'kind',
        values: TESTIMONIAL_KINDS,
        label: msg`From`,
        choices: { buyer: msg`A buyer`, exhibitor: msg`An exhibitor` },
      },
      name: { kind: 'text', column: 'name', max: 100, label: msg`Person` },
      company: { kind: 'localised', column: 'company', max: 200, label: msg`Company` },
      quote: { kind: 'localised', column: 'quote', max: 2000, multiline: true, label: msg`Quote` },
      hidden,
    },
  },
  partners: {
    ...CONTENT_TYPES.partners,
    label: msg`Partners`,
    title: 'name',
    filters: ['kind'],
    fields: {
      kind: {
        kind: 'enum',
        column: 'kind',
        values: PARTNER_KINDS,
        label: msg`Kind`,
        choices: {
          organiser: msg`Organiser`,
          patronage: msg`Patronage`,
          certification: msg`Certification body`,
          media: msg`Media partner`,
          sister_fair: msg`Sister fair`,
          social: msg`Social account`,
        },
      },
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Name` },
      url: { kind: 'url', column: 'url', optional: true, label: msg`Website (https)` },
      logo,
      hidden,
    },
  },
  mediaPartners: partnerKind(CONTENT_TYPES.mediaPartners, msg`Media partners`),
  sisterFairs: partnerKind(CONTENT_TYPES.sisterFairs, msg`Sister fairs`, position),
  downloads: {
    ...CONTENT_TYPES.downloads,
    label: msg`Downloads`,
    title: 'title',
    fields: {
      title: { kind: 'localised', column: 'title', max: 200, label: msg`Title` },
      file: {
        kind: 'media',
        column: 'file_media_id',
        accept: 'document',
        copies: { url: 'file_url', fileType: 'file_type', bytes: 'size_bytes' },
        label: msg`PDF file`,
      },
      hidden,
    },
  },
  photos: {
    ...CONTENT_TYPES.photos,
    label: msg`Photos`,
    title: 'alt',
    filters: ['album'],
    fields: {
      picture: {
        kind: 'media',
        column: 'media_id',
        accept: 'image',
        copies: { url: 'src', width: 'width', height: 'height' },
        label: msg`Picture`,
      },
      alt: { kind: 'localised', column: 'alt', max: 300, label: msg`Description (for screen readers and captions)` },
      album: {
        kind: 'enum',
        column: 'album',
        values: PHOTO_ALBUMS,
        label: msg`Album`,
        choices: {
          opening: msg`Opening`,
          halls: msg`Halls`,
          events: msg`Events`,
          awards: msg`Awards`,
        },
      },
      hidden,
    },
  },
  videos: {
    ...CONTENT_TYPES.videos,
    label: msg`Videos`,
    title: 'title',
    fields: {
      title: { kind: 'localised', column: 'title', max: 200, label: msg`Title` },
      // The library holds pictures and PDFs, not clips: a clip is a path of the site (or an https URL).
      src: { kind: 'link', column: 'src', label: msg`Clip (path of the video file)` },
      poster: {
        kind: 'media',
        column: 'poster_media_id',
        accept: 'image',
        copies: { url: 'poster' },
        label: msg`Poster picture`,
      },
      hidden,
    },
  },
  figures: {
    ...CONTENT_TYPES.figures,
    label: msg`Review figures`,
    title: 'label',
    fields: {
      key: {
        kind: 'text',
        column: 'key',
        max: 60,
        unique: true,
        label: msg`Key (section and name, e.g. review.visitors)`,
      },
      label: { kind: 'localised', column: 'label', max: 200, label: msg`Label` },
      value: { kind: 'decimal', column: 'value', min: 0, max: 1_000_000_000, label: msg`Value` },
      hidden,
    },
  },
  industries: {
    ...CONTENT_TYPES.industries,
    label: msg`Industries`,
    title: 'name',
    fields: {
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Name` },
      code: { kind: 'text', column: 'code', max: 40, unique: true, label: msg`Code` },
      parent: { kind: 'parent', column: 'parent_id', label: msg`Parent industry` },
      hidden,
    },
  },
  exhibitors: {
    ...CONTENT_TYPES.exhibitors,
    label: msg`Exhibitors`,
    title: 'name',
    filters: ['germanPavilion'],
    columns: [
      { field: 'booth', label: msg`Booth` },
      { field: 'countryCode', label: msg`Country` },
    ],
    fields: {
      externalId: {
        kind: 'text',
        column: 'external_id',
        max: 64,
        label: msg`External id (the key an import matches)`,
      },
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Company name` },
      countryCode: { kind: 'country', column: 'country_code', label: msg`Country code (ISO, e.g. DE)` },
      country: { kind: 'localised', column: 'country', max: 100, label: msg`Country` },
      booth: { kind: 'text', column: 'booth', max: 40, label: msg`Booth` },
      industries: {
        kind: 'codes',
        column: 'industry_codes',
        of: { table: 'industry', column: 'code' },
        label: msg`Industry codes (separated by commas)`,
      },
      germanPavilion: { kind: 'boolean', column: 'german_pavilion', label: msg`In the German Pavilion` },
      website: { kind: 'url', column: 'website', optional: true, label: msg`Website (https)` },
      description: {
        kind: 'localised',
        column: 'description',
        max: 2000,
        multiline: true,
        optional: true,
        label: msg`Description`,
      },
      hidden,
    },
  },
} as const satisfies { [K in ContentTypeName]?: Collection }

/** Empty, or `tsc` names each type whose fields name a column its table lacks (registry-columns.ts). */
export const REGISTRY_COLUMN_PROBLEMS: ColumnProblems<typeof COLLECTIONS> = {}

/** Empty, or `tsc` names each type whose `filters` name a field that is no choice or yes/no one. */
export const REGISTRY_FILTER_PROBLEMS: FilterProblems<typeof COLLECTIONS> = {}

export type CollectionName = keyof typeof COLLECTIONS
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as [CollectionName, ...CollectionName[]]

/** A type's description, widened to what every generic screen reads. */
export function collectionOf(name: CollectionName): Collection {
  return COLLECTIONS[name]
}

/** Whether a type's form picks a parent (and so needs the choices loaded with it). */
export const hasParentField = (name: CollectionName) =>
  Object.values(collectionOf(name).fields).some((field) => field.kind === 'parent')

/** The sort a type's list starts with: editorial order, or the newest edit first. */
export const defaultSort = (collection: Collection) =>
  collection.ordered ? ({ sort: 'order', dir: 'asc' } as const) : ({ sort: 'updated', dir: 'desc' } as const)

/** What a type's list can be sorted by: its order, title, on/off state, last edit and listed columns. */
export function sortKeys(collection: Collection): string[] {
  return [
    ...(collection.ordered ? ['order'] : []),
    'title',
    ...(collection.fields.hidden ? ['hidden'] : []),
    'updated',
    ...(collection.columns ?? []).map((column) => column.field),
  ]
}

/** What a type's list can be filtered by: its declared filters, then its on/off state. */
export const filterKeys = (collection: Collection): FilterParam[] => [
  ...(collection.filters ?? []),
  ...(collection.fields.hidden ? (['hidden'] as const) : []),
]

/** The values a filter takes (`true`/`false` for a yes/no field), or none for a key it does not have. */
export function filterValues(collection: Collection, key: FilterParam): readonly string[] {
  const field = filterKeys(collection).includes(key) ? collection.fields[key] : undefined
  if (field?.kind === 'enum') return field.values
  return field?.kind === 'boolean' ? ['true', 'false'] : []
}
