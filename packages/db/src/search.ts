const DIACRITICS = /\p{Diacritic}/gu;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags that start or end a block of text: a reader sees a break there even with no space written. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|section|article|header|footer|figure|figcaption)\b[^>]*>/gi;

/**
 * The text of an HTML fragment as a reader sees it: entities decoded, one space between words.
 * Paragraphs and other blocks stay apart ("end.</p><p>Next" reads "end. Next"); inline tags go
 * without a trace, so "<em>200</em>." keeps its full stop by its number.
 */
export function plainText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
      const code = Number(name.slice(1));
      return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of a text or HTML as `content_items.search_title` and `search_body` hold them (decision
 * 021): no tags, lower case, no accents. Defined beside the columns, so the API and the demo seed
 * write the same document.
 */
export function searchableText(html: string): string {
  return plainText(html).normalize('NFD').replace(DIACRITICS, '').toLowerCase();
}
