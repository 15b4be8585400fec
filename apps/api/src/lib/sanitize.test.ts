import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>Our offer</h2><p>We <strong>grow</strong> <em>exports</em>:</p><ul><li>one</li><li>two</li></ul>' +
      '<blockquote>Quoted</blockquote><p><img src="https://acorn.example/uploads/a.png" alt="Chart" /></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    [
      'an event handler',
      '<p onclick="alert(1)">Hi</p><img src="https://x.example/a.png" onerror="alert(1)">',
      '<p>Hi</p><img src="https://x.example/a.png" />',
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">go</a>',
      '<a rel="nofollow noopener noreferrer">go</a>',
    ],
    [
      'a javascript: link in disguise',
      '<a href="jav&#x09;ascript:alert(1)">go</a>',
      '<a rel="nofollow noopener noreferrer">go</a>',
    ],
    [
      'an SVG with a script',
      '<svg onload="alert(1)"><script>alert(1)</script></svg><p>after</p>',
      '<p>after</p>',
    ],
    [
      'a style element and attribute',
      '<style>body{display:none}</style><p style="position:fixed">x</p>',
      '<p>x</p>',
    ],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="nofollow noopener noreferrer">x</a>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a form', '<form action="https://evil.example"><input name="p"><button>Send</button></form>', 'Send'],
    [
      'a protocol-relative link',
      '<a href="//evil.example/x">x</a>',
      '<a rel="nofollow noopener noreferrer">x</a>',
    ],
  ])('removes %s', (_case, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('marks every link nofollow noopener noreferrer, whatever rel it came with', () => {
    expect(sanitizeRichText('<a href="https://partner.example" rel="opener" target="_top">Partner</a>')).toBe(
      '<a href="https://partner.example" rel="nofollow noopener noreferrer" target="_blank">Partner</a>',
    );
    expect(sanitizeRichText('<a href="mailto:hello@acorn.example">Mail</a>')).toBe(
      '<a href="mailto:hello@acorn.example" rel="nofollow noopener noreferrer">Mail</a>',
    );
  });
});
