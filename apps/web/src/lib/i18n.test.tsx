import { act, render, screen } from '@testing-library/react';
import resourcesToBackend from 'i18next-resources-to-backend';
import { Suspense } from 'react';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, I18N_OPTIONS } from './i18n';

const TEXTS: Record<string, Record<string, Record<string, unknown>>> = {
  en: {
    common: {
      save: 'Save',
      members: 'Members',
      results_one: '{{count}} result',
      results_other: '{{count}} results',
    },
    feed: {
      title: 'Feed',
      members: 'People',
      greeting: 'Hello {{name}}',
      more: '$t(common:save) and go on',
      signedIn: 'Signed in as <b>{{email}}</b>',
    },
  },
  pt: {
    common: {
      save: 'Guardar',
      members: 'Membros',
      results_one: '{{count}} resultado',
      results_other: '{{count}} resultados',
    },
    feed: { title: 'Feed', members: 'Pessoas', greeting: 'Olá {{name}}', more: '', signedIn: '' },
  },
};

function Greeting() {
  const { t } = useTranslation(['feed', 'common']);
  return (
    <p>
      <Trans
        t={t}
        i18nKey="signedIn"
        values={{ email: '<i>x</i>@example.com' }}
        components={{ b: <strong /> }}
      />
    </p>
  );
}

/** The app's options over a backend that answers from TEXTS and records what was asked. */
function instance() {
  const asked: string[] = [];
  const i18n = createI18n().use(
    resourcesToBackend(async (language: string, namespace: string) => {
      asked.push(`${language}/${namespace}`);
      return TEXTS[language]?.[namespace] ?? {};
    }),
  );
  const ready = i18n.init({ ...I18N_OPTIONS, lng: 'en', ns: ['common'] });
  return { i18n, asked, ready };
}

describe('the app’s i18next options', () => {
  it('looks a key up in the hook’s namespaces in order, or in the one it names', async () => {
    const { i18n, ready } = instance();
    await ready;
    await i18n.loadNamespaces(['feed']);
    const t = i18n.getFixedT(null, ['feed', 'common']);
    expect(t('members')).toBe('People');
    expect(t('save')).toBe('Save');
    expect(t('common:members')).toBe('Members');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('fills values, keeps a missing one visible, words plurals and numbers in the language, and nests texts', async () => {
    const { i18n, ready } = instance();
    await ready;
    await i18n.loadNamespaces(['feed']);
    const t = i18n.getFixedT(null, ['feed', 'common']);
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('results', { count: 1 })).toBe('1 result');
    expect(t('results', { count: 14760 })).toBe('14,760 results');
    expect(t('more')).toBe('Save and go on');
    await i18n.changeLanguage('pt');
    expect(i18n.getFixedT(null, 'common')('results', { count: 14760 })).toBe('14\u00a0760 resultados');
  });

  it('downloads every namespace in use in the new language before switching', async () => {
    const { i18n, asked, ready } = instance();
    await ready;
    await i18n.loadNamespaces(['feed']);
    const switching = i18n.changeLanguage('pt');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('pt');
    expect(asked).toEqual(expect.arrayContaining(['pt/common', 'pt/feed']));
    expect(i18n.getFixedT(null, 'feed')('members')).toBe('Pessoas');
  });

  it('suspends a component until its namespaces arrive, and puts elements inside a text', async () => {
    const { i18n, ready } = instance();
    await ready;
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="Loading">
            <Greeting />
          </Suspense>
        </I18nextProvider>,
      );
    });
    const strong = await screen.findByText('<i>x</i>@example.com');
    expect(strong.tagName).toBe('STRONG');
    expect(strong.parentElement?.textContent).toBe('Signed in as <i>x</i>@example.com');
  });
});
