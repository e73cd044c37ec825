import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { PARTNER_KINDS, type PartnerKind, PHOTO_ALBUMS, TESTIMONIAL_KINDS, TRANSPORT_MODES } from '~/db/schema-enums'
import type { FilterParam } from './contract'
import type { FieldSpec } from './fields'
import type { ColumnProblems, FilterProblems } from './registry-columns'

/** A field with its label; a choice field words each of its values. */
export type CollectionField = FieldSpec & {
  label: MessageDescriptor
  choices?: Readonly<Record<string, MessageDescriptor>>
}

export interface Collection {
  /** The table (a name from this file, never from a request). */
  table: string
  label: MessageDescriptor
  /** Shown for each row in the list (a localised field's column, or a text one). */
  title: string
  fields: Readonly<Record<string, CollectionField>>
  /** Rows are in editorial order (`sort_order`), which the list can change. */
  ordered: boolean
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
  /**
   * One kind of a table that holds several (sister fairs among the partners): the list, the reads and
   * the writes see only rows with this value, and new rows get it.
   */
  scope?: { column: string; value: string }
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
function partnerKind<E extends Readonly<Record<string, CollectionField>>>(
  label: MessageDescriptor,
  kind: PartnerKind,
  extra?: E,
) {
  return {
    table: 'partner',
    label,
    title: 'name',
    ordered: true,
    scope: { column: 'kind', value: kind },
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
 * Every content type the generic screens edit, each described once: its fields (and with them the
 * form, the validation and the writes), how its list is titled and ordered. Adding a type is adding
 * an entry here (ADR 019).
 */
export const COLLECTIONS = {
  heroSlides: {
    table: 'hero_slide',
    label: msg`Home page slides`,
    title: 'title',
    ordered: true,
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
    table: 'hotel',
    label: msg`Hotels`,
    title: 'name',
    ordered: true,
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
    table: 'transport_route',
    label: msg`Getting there`,
    title: 'title',
    ordered: true,
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
    table: 'award',
    label: msg`Awards`,
    title: 'title',
    ordered: false,
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
    table: 'testimonial',
    label: msg`Testimonials`,
    title: 'company',
    ordered: false,
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
    table: 'partner',
    label: msg`Partners`,
    title: 'name',
    ordered: true,
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
  mediaPartners: partnerKind(msg`Media partners`, 'media'),
  sisterFairs: partnerKind(msg`Sister fairs`, 'sister_fair', position),
  downloads: {
    table: 'download',
    label: msg`Downloads`,
    title: 'title',
    ordered: true,
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
    table: 'photo',
    label: msg`Photos`,
    title: 'alt',
    ordered: true,
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
    table: 'video',
    label: msg`Videos`,
    title: 'title',
    ordered: true,
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
    table: 'statistic',
    label: msg`Review figures`,
    title: 'label',
    ordered: true,
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
    table: 'industry',
    label: msg`Industries`,
    title: 'name',
    ordered: true,
    fields: {
      name: { kind: 'localised', column: 'name', max: 200, label: msg`Name` },
      code: { kind: 'text', column: 'code', max: 40, unique: true, label: msg`Code` },
      parent: { kind: 'parent', column: 'parent_id', label: msg`Parent industry` },
      hidden,
    },
  },
  exhibitors: {
    table: 'exhibitor',
    label: msg`Exhibitors`,
    title: 'name',
    ordered: false,
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
} as const satisfies Record<string, Collection>

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
