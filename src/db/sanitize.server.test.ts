import { describe, expect, it } from 'vitest'
import { sanitizeRichHtml } from './sanitize.server'

describe('sanitizeRichHtml', () => {
  it('keeps the allowed article markup', () => {
    // sanitize-html writes void elements self-closed (`<br />`), so the fixture does too.
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>italic</em><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote><p>quote</p></blockquote><figure><img src="/media/a.jpg" alt="A" width="1200" height="675" /><figcaption>A</figcaption></figure>' +
      '<table><thead><tr><th scope="col">k</th></tr></thead><tbody><tr><td colspan="2">v</td></tr></tbody></table>'
    expect(sanitizeRichHtml(html)).toBe(html)
  })

  it.each([
    ['script element', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['event handler', '<img src="/x.jpg" onerror="alert(1)" alt="x">', '<img src="/x.jpg" alt="x" />'],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['upper-case scheme', '<a href="JAVASCRIPT:alert(1)">x</a>', '<a>x</a>'],
    ['data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    ['protocol-relative URL', '<a href="//evil.example/x">x</a>', '<a>x</a>'],
    [
      'inline svg with script',
      '<p>ok</p><svg onload="alert(1)"><script>alert(2)</script><text>t</text></svg>',
      '<p>ok</p>',
    ],
    ['svg use xlink', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    [
      'math mXSS',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '',
    ],
    ['iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">a</p>', '<p>a</p>'],
    ['style element', '<style>p{}</style><p>a</p>', '<p>a</p>'],
    ['form controls', '<form action="/x"><input name="a"><button>b</button></form>', 'b'],
    ['non-numeric size', '<img src="/a.jpg" width="100%;x" height="50">', '<img src="/a.jpg" height="50" />'],
  ])('strips %s', (_name, dirty, clean) => {
    expect(sanitizeRichHtml(dirty)).toBe(clean)
  })

  it('adds rel=noopener noreferrer to target=_blank links and drops a caller-supplied rel', () => {
    expect(sanitizeRichHtml('<a href="https://a.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitizeRichHtml('<a href="/contact" rel="opener">c</a>')).toBe('<a href="/contact">c</a>')
    expect(sanitizeRichHtml('<a href="/x" target="_top">c</a>')).toBe('<a href="/x">c</a>')
  })

  it('allows http, https, mailto and relative links', () => {
    for (const href of [
      'http://a.example/',
      'https://a.example/',
      'mailto:info@a.example',
      '/en/news/1',
      '#top',
      'news/2',
    ]) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`)
    }
  })

  it('demotes h1 and maps b/i to strong/em', () => {
    expect(sanitizeRichHtml('<h1>T</h1><b>b</b><i>i</i>')).toBe('<h2>T</h2><strong>b</strong><em>i</em>')
  })
})
