import { describe, expect, it } from 'vitest';
import { plainText, searchableText } from './search';

describe('plainText', () => {
  it('keeps a space between paragraphs, headings and list items', () => {
    expect(
      plainText(
        '<h2>What changed</h2><p>End of paragraph.</p><p>Next one.</p><ul><li>One</li><li>Two</li></ul>',
      ),
    ).toBe('What changed End of paragraph. Next one. One Two');
    expect(plainText('<p>First line<br>second line<br/>third</p>')).toBe('First line second line third');
  });

  it('drops inline tags without adding a space, so punctuation stays by its word', () => {
    expect(plainText('<p>Shelf space in <em>200&nbsp;stores</em>, <strong>estudo</strong>.</p>')).toBe(
      'Shelf space in 200 stores, estudo.',
    );
    expect(plainText('Fan<em>tas</em>tic <a href="https://example.com">link</a>!')).toBe('Fantastic link!');
  });

  it('decodes entities and folds white space', () => {
    expect(plainText('<p>  Fish &amp; chips&#8364;\n\n</p>')).toBe('Fish & chips€');
  });
});

describe('searchableText', () => {
  it('reads as plainText does, in lower case and without accents', () => {
    expect(searchableText('<p>Ação &amp; <b>Inovação</b></p><p>Próximo</p>')).toBe('acao & inovacao proximo');
  });
});
