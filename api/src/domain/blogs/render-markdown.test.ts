/** The article renderer against hostile Markdown: nothing an author writes may run in a reader's page. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

/** Tags and attributes of rendered HTML, read the way a browser's parser would start to. */
const tags = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)([^>]*)>/gi)].map((m) => m[1]!.toLowerCase());
const attributes = (html: string) =>
  [...html.matchAll(/<[a-z][a-z0-9]*([^>]*)>/gi)].flatMap((m) =>
    [...m[1]!.matchAll(/\s([a-z-]+)=/gi)].map((a) => a[1]!.toLowerCase()),
  );

describe('renderMarkdown', () => {
  it('renders CommonMark', () => {
    expect(renderMarkdown('## Title\n\n**b** _i_ `c`\n\n- one\n- two')).toBe(
      '<h2>Title</h2>\n<p><strong>b</strong> <em>i</em> <code>c</code></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>',
    );
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    'text <b onmouseover="alert(1)">bold</b>',
    '<!-- comment --><style>body{display:none}</style>',
  ])('shows raw HTML as text, never as elements: %s', (md) => {
    const html = renderMarkdown(md);
    expect(tags(html).filter((t) => t !== 'p')).toEqual([]);
    expect(attributes(html)).toEqual([]);
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JavaScript:alert(1))',
    '[x](jav&#x61;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](javascript&#58;alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x]: javascript:alert(1)\n\n[x]',
    '<javascript:alert(1)>',
  ])('drops script and data link targets: %s', (md) => {
    const html = renderMarkdown(md);
    expect(html).not.toMatch(/href="[^"]*(?:script|data):/i);
    expect(html).not.toMatch(/<a href="">/);
  });

  it('turns an image with a refused address into its alt text', () => {
    expect(renderMarkdown('![a photo](data:image/svg+xml;base64,PHN2Zz4=)')).toBe('<p>a photo</p>');
    expect(renderMarkdown('![a photo](javascript:alert(1))')).toBe('<p>a photo</p>');
  });

  it('keeps safe images and escapes attribute tricks', () => {
    expect(renderMarkdown('![x" onerror="alert(1)](/api/files/abc)')).toBe(
      '<p><img src="/api/files/abc" alt="x&quot; onerror=&quot;alert(1)" /></p>',
    );
    expect(renderMarkdown('[a](/x "t\\" onclick=\\"y")')).toBe(
      '<p><a href="/x" title="t&quot; onclick=&quot;y">a</a></p>',
    );
  });

  it('marks links to other sites rel="noopener nofollow" and leaves links within the site alone', () => {
    expect(
      renderMarkdown('[a](https://example.com/x) [b](//example.com) [c](/explore) <https://example.org>'),
    ).toBe(
      '<p><a href="https://example.com/x" rel="noopener nofollow">a</a> ' +
        '<a href="//example.com" rel="noopener nofollow">b</a> <a href="/explore">c</a> ' +
        '<a href="https://example.org" rel="noopener nofollow">https://example.org</a></p>',
    );
  });

  it('decodes entities once, into text, not markup', () => {
    expect(renderMarkdown('&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;b&amp;gt;</p>',
    );
  });
});
