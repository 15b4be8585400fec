import { FIRST_LOAD_GLOBAL } from '../src/lib/first-load-global';

/** A page's first-load hints with its modules resolved to the build's files. */
export interface BootPage {
  path: string;
  role?: string;
  scripts: readonly string[];
  styles: readonly string[];
  namespaces: readonly string[];
  requests: readonly string[];
}

export interface BootScriptOptions {
  /** The translation files by `<namespace>/<language>` (the shell's joined bundle included). */
  translations: Record<string, string>;
  shellBundle: string;
  languages: readonly string[];
  defaultLanguage: string;
  /** The localStorage keys the app keeps the language, session token and role under. */
  storageKeys: { language: string; token: string; role: string };
  /** What every signed-in page of `pages` needs as well. */
  shell: Omit<BootPage, 'path' | 'role'>;
  pages: BootPage[];
}

/**
 * Preloads the boot script starts in one task. Each costs the main thread 2-3 ms on this
 * machine's CPU (a CPU profile of /feed), four times that on the phone Lighthouse simulates: two
 * keep a task under its 50 ms. A GET costs more (3-5 ms here), so the GETs go one a task.
 */
const REQUESTS_PER_TASK = 2;

/**
 * The script index.html's head loads first (an external file: the CSP allows no inline script).
 * For everyone it preloads the visitor's language's shell translations. With a session and a path
 * of `pages`, it also starts that page's first GETs (the shell's only, when the address has a
 * query) with the headers `apiRequest` sends, one a task, leaving the answers under
 * `FIRST_LOAD_GLOBAL` with the token and language they were asked with and a `startAll` that
 * starts those still waiting (the app calls it when it reads the answers), then preloads the
 * page's code, styles and texts a few per task (decision 033), skipping any the app has asked for
 * meanwhile: code it has linked, and every text once it runs. Only the URLs of this build's own
 * files go in.
 */
export function bootScript(options: BootScriptOptions): string {
  const pick = (namespaces: readonly string[]) => namespaces.map((namespace) => `${namespace}/`);
  const usedNamespaces = new Set([
    ...pick(options.shell.namespaces),
    ...options.pages.flatMap((page) => pick(page.namespaces)),
    `${options.shellBundle}/`,
  ]);
  const translations = Object.fromEntries(
    Object.entries(options.translations).filter(([key]) =>
      usedNamespaces.has(key.slice(0, key.lastIndexOf('/') + 1)),
    ),
  );
  const json = JSON.stringify;
  return `(() => {
  const translations = ${json(translations)};
  const shell = ${json(options.shell)};
  const pages = ${json(options.pages)};
  const read = (key) => { try { return localStorage.getItem(key); } catch { return null; } };
  const stored = read(${json(options.storageKeys.language)});
  const language = ${json(options.languages)}.includes(stored) ? stored : ${json(options.defaultLanguage)};
  const hint = (rel, href, as) => {
    if (document.head.querySelector('link[href="' + href + '"]')) return;
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.dataset.firstLoad = '';
    link.setAttribute('href', href);
    document.head.append(link);
  };
  const textsHref = (namespace) => translations[namespace + '/' + language];
  const shellTexts = textsHref(${json(options.shellBundle)});
  if (shellTexts) hint('preload', shellTexts, 'fetch');
  const token = read(${json(options.storageKeys.token)});
  const role = read(${json(options.storageKeys.role)});
  const path = location.pathname.replace(/(.)\\/$/, '$1');
  const page = token && pages.find((candidate) => candidate.path === path && (!candidate.role || candidate.role === role));
  if (!page) return;
  const acceptLanguage = stored ?? ${json(options.defaultLanguage)};
  const headers = { Accept: 'application/json', 'Accept-Language': acceptLanguage, Authorization: 'Bearer ' + token };
  const answers = {};
  // A page's GETs are those of its address without a query: with one (a tab, a search, a later
  // page) the page asks for its own, and the shell's alone start here.
  const waiting = shell.requests.concat(location.search ? [] : page.requests).map((request) => request.replace('{lang}', language));
  const ask = () => {
    const url = waiting.shift();
    answers[url] = fetch(url, { headers });
    answers[url].catch(() => {});
  };
  const startAll = () => {
    while (waiting.length > 0) ask();
    // The app runs and asks for its page's texts itself: a preload of one from now on would
    // fetch it a second time.
    hints = hints.filter((args) => args[2] !== 'fetch');
  };
  window[${json(FIRST_LOAD_GLOBAL)}] = { token, acceptLanguage, at: Date.now(), answers, startAll };
  if (waiting.length > 0) ask();
  let hints = [
    ...shell.scripts.concat(page.scripts).map((href) => ['modulepreload', href]),
    ...shell.styles.concat(page.styles).map((href) => ['preload', href, 'style']),
    ...shell.namespaces.concat(page.namespaces).map(textsHref).filter(Boolean).map((href) => ['preload', href, 'fetch']),
  ];
  // Each request costs the main thread: the GETs one per task, then a few links per task, keep
  // every task short.
  const next = () => {
    if (waiting.length > 0) ask();
    else for (const args of hints.splice(0, ${REQUESTS_PER_TASK})) hint(...args);
    if (waiting.length > 0 || hints.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
})();
`;
}
