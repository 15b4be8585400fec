import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@acorn/contracts';
import type { FastifyRequest } from 'fastify';

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/** The language to answer in: ?lang= first, then the best Accept-Language match, then English. */
export function requestLanguage(request: FastifyRequest, explicit?: string): Language {
  if (explicit && isLanguage(explicit)) return explicit;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    const ranked = header
      .split(',')
      .map((part) => {
        const [tag = '', ...params] = part.trim().split(';');
        const q = params.find((p) => p.trim().startsWith('q='));
        return { language: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
      })
      .filter((entry) => !Number.isNaN(entry.q))
      .sort((a, b) => b.q - a.q);
    const match = ranked.find((entry) => isLanguage(entry.language));
    if (match) return match.language as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** Picks the column variant for a language from a row holding `x`, `x_pt` and `x_es`. */
export function localized<Row extends Record<string, unknown>>(
  row: Row,
  field: string,
  language: Language,
): string {
  const value = language === 'en' ? row[field] : (row[`${field}_${language}`] ?? row[field]);
  return String(value ?? '');
}
