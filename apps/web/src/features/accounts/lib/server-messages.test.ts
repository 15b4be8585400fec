import { LANGUAGES, VALIDATION_MESSAGES } from '@acorn/contracts';
import { describe, expect, it } from 'vitest';
import { readTranslations } from '../../../test/translations';
import { SERVER_MESSAGES, serverMessageKey } from './server-messages';

describe('translated server and validation messages', () => {
  it('English shows the validation messages exactly as the spec (and the API) word them', () => {
    expect(readTranslations('en').validation).toEqual(VALIDATION_MESSAGES);
  });

  it('English shows the API account messages exactly as the API words them', () => {
    expect(readTranslations('en').accounts?.server).toEqual(SERVER_MESSAGES);
  });

  it.each(LANGUAGES)('%s translates every validation and server message', (language) => {
    const translations = readTranslations(language);
    expect(Object.keys(translations.validation ?? {}).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES).sort(),
    );
    expect(Object.keys((translations.accounts?.server as object) ?? {}).sort()).toEqual(
      Object.keys(SERVER_MESSAGES).sort(),
    );
  });

  it('finds a message by its English text', () => {
    expect(serverMessageKey('Invalid username and password')).toBe('invalidCredentials');
    expect(serverMessageKey('Something unknown')).toBeUndefined();
  });
});
