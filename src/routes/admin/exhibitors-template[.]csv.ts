import { createFileRoute } from '@tanstack/react-router'
import { IMPORT_COLUMNS } from '~/admin/import/contract'

/** One example row: what each column holds (ADR 021). Invented company, like the seed's. */
const EXAMPLE = [
  'example-organic-farm',
  '示例有机农场',
  'Example Organic Farm',
  'DE',
  '德国',
  'Germany',
  'N5-D01',
  'food-grains, food-tea-coffee',
  'yes',
  'https://www.example.com',
  '有机谷物与茶叶。',
  'Organic grains and teas.',
]

/** The import's header row and an example, UTF-8 with BOM so Excel reads the Chinese right. No data. */
export const Route = createFileRoute('/admin/exhibitors-template.csv')({
  server: {
    handlers: {
      GET: () =>
        new Response(`\uFEFF${IMPORT_COLUMNS.join(',')}\r\n${EXAMPLE.map((cell) => `"${cell}"`).join(',')}\r\n`, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="exhibitors-template.csv"',
            'cache-control': 'no-store',
          },
        }),
    },
  },
})
