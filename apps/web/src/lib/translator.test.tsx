import { act, render, screen } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { type TranslationTree, Translator } from './translator';
import { Trans, TranslatorProvider, useTranslation } from './use-translation';

const TEXTS: Record<string, Record<string, TranslationTree>> = {
  en: {
    common: { hello: 'Hello {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
    admin: {
      title: 'Console',
      hello: 'Hello operator',
      moved: 'From $t(admin:status.{{from}}) to $t(admin:status.{{to}})',
      status: { Paid: 'Paid', Approved: 'Approved' },
      signedIn: 'Signed in as <b>{{email}}</b>, <link>open <em>it</em></link>.',
    },
  },
  pt: {
    common: { hello: 'Olá {{name}}', items_one: '{{count}} item', items_other: '{{count}} itens' },
    admin: { title: 'Consola' },
  },
};

function translatorWith(loaded: string[][], failing = new Set<string>()) {
  const requests: string[] = [];
  const translator = new Translator('en', 'common', async (language, namespace) => {
    requests.push(`${language}/${namespace}`);
    const tree = TEXTS[language]?.[namespace];
    if (!tree || failing.has(`${language}/${namespace}`)) throw new Error('HTTP 503');
    return tree;
  });
  for (const [language = 'en', namespace = 'common'] of loaded) {
    const tree = TEXTS[language]?.[namespace];
    if (tree) translator.add(language, namespace, tree);
  }
  return { translator, requests };
}

describe('Translator', () => {
  const { translator } = translatorWith([
    ['en', 'common'],
    ['en', 'admin'],
  ]);

  it('looks a key up in the namespaces in order, or in the one its prefix names', () => {
    expect(translator.translate(['admin', 'common'], 'hello')).toBe('Hello operator');
    expect(translator.translate(['common', 'admin'], 'title')).toBe('Console');
    expect(translator.translate(['admin'], 'common:hello', { name: 'Ana' })).toBe('Hello Ana');
  });

  it('fills values, picks the plural form by count, and resolves nested keys after filling', () => {
    expect(translator.translate(['common'], 'items', { count: 1 })).toBe('1 item');
    expect(translator.translate(['common'], 'items', { count: 3 })).toBe('3 items');
    expect(translator.translate(['common'], 'hello')).toBe('Hello {{name}}');
    expect(translator.translate(['admin'], 'moved', { from: 'Approved', to: 'Paid' })).toBe(
      'From Approved to Paid',
    );
  });

  it("writes numbers it fills in the language's conventions", () => {
    const { translator: portuguese } = translatorWith([['pt', 'common']]);
    portuguese.language = 'pt';
    expect(portuguese.translate(['common'], 'items', { count: 14760 })).toMatch(/^14\s760 itens$/);
    expect(portuguese.translate(['common'], 'hello', { name: 4.5 })).toBe('Olá 4,5');
    expect(translator.translate(['common'], 'items', { count: 14760 })).toBe('14,760 items');
  });

  it('answers the default value, or else the key, for a text it does not have', () => {
    expect(translator.translate(['admin'], 'roles.7', { defaultValue: 'Role {{id}}', id: 7 })).toBe('Role 7');
    expect(translator.translate(['admin'], 'errors:nothing_here')).toBe('nothing_here');
  });

  it('switches language only once the new texts have arrived', async () => {
    const { translator: switching, requests } = translatorWith([['en', 'common']]);
    await switching.loadNamespaces(['admin']);
    const change = switching.changeLanguage('pt');
    expect(switching.language).toBe('en');
    await change;
    expect(requests).toEqual(['en/admin', 'pt/common', 'pt/admin']);
    expect(switching.translate(['admin', 'common'], 'title')).toBe('Consola');
    expect(switching.translate(['common'], 'items', { count: 2 })).toBe('2 itens');
  });

  it('tells its failure listeners when a file cannot be loaded, and asks again the next time', async () => {
    const { translator: failing, requests } = translatorWith([], new Set(['en/admin']));
    const failures: string[] = [];
    failing.onFailure((reason) => failures.push(reason));
    await failing.loadNamespaces(['admin']);
    await failing.loadNamespaces(['admin']);
    expect(failures).toEqual(['en/admin: HTTP 503', 'en/admin: HTTP 503']);
    expect(requests).toEqual(['en/admin', 'en/admin']);
    expect(failing.isLoaded(['admin'])).toBe(false);
  });
});

function Title() {
  const { t } = useTranslation(['admin', 'common']);
  return <h1>{t('title')}</h1>;
}

function ProfileLink({ children }: { children?: ReactNode }) {
  return <a href="/profile">{children}</a>;
}

function SignedIn({ email }: { email: string }) {
  const { t } = useTranslation('admin');
  return (
    <p data-testid="signed-in">
      <Trans
        t={t}
        i18nKey="signedIn"
        values={{ email }}
        components={{ b: <strong />, link: <ProfileLink /> }}
      />
    </p>
  );
}

describe('useTranslation and Trans', () => {
  it('suspend until the namespaces arrive, and re-render in the new language', async () => {
    const { translator } = translatorWith([['en', 'common']]);
    render(
      <TranslatorProvider translator={translator}>
        <Suspense fallback={<p>Loading</p>}>
          <Title />
        </Suspense>
      </TranslatorProvider>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Console' })).toBeTruthy();
    await act(() => translator.changeLanguage('pt'));
    expect(screen.getByRole('heading', { name: 'Consola' })).toBeTruthy();
  });

  it('put the named elements inside the text, and never read a value as a tag', () => {
    const { translator } = translatorWith([['en', 'admin']]);
    render(
      <TranslatorProvider translator={translator}>
        <SignedIn email="<ana>@example.test" />
      </TranslatorProvider>,
    );
    const paragraph = screen.getByTestId('signed-in');
    expect(paragraph.textContent).toBe('Signed in as <ana>@example.test, open it.');
    expect(paragraph.querySelector('strong')?.textContent).toBe('<ana>@example.test');
    expect(screen.getByRole('link', { name: 'open it' }).getAttribute('href')).toBe('/profile');
  });
});
