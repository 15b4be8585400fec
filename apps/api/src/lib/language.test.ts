import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './language';

const withHeader = (value?: string) =>
  ({ headers: { 'accept-language': value } }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it('prefers an explicit lang', () => {
    expect(requestLanguage(withHeader('es-ES'), 'pt')).toBe('pt');
  });
  it('takes the best supported Accept-Language match', () => {
    expect(requestLanguage(withHeader('fr-FR, es;q=0.8, pt;q=0.9'))).toBe('pt');
    expect(requestLanguage(withHeader('es-MX,es;q=0.9'))).toBe('es');
  });
  it('falls back to English', () => {
    expect(requestLanguage(withHeader('de-DE'))).toBe('en');
    expect(requestLanguage(withHeader(undefined))).toBe('en');
  });
});
