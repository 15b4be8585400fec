import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Byte budgets of the production build, as a phone downloads it: the gzip copies the server
 * sends. A page's initial code is what it cannot render without: the entry's static imports,
 * the layout it sits in and its own module with their static imports. Code loaded when the
 * browser is idle (menu popups, toasts, dialogs) or on a later action is not part of it.
 */
const DIST = join(import.meta.dirname, '../../apps/web/dist');
const KB = 1024;
/** Decision 020's targets, revised for kept libraries (the router, decision 048; i18next, 051). */
const BUDGETS = { signInJs: 180 * KB, pageJs: 280 * KB, pageCss: 60 * KB };

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'),
);

/** The gzip copy the server sends, or the file itself where it is too small to be compressed. */
const sentSize = (file: string): number => {
  const path = join(DIST, file);
  return (existsSync(`${path}.gz`) ? statSync(`${path}.gz`) : statSync(path)).size;
};

/**
 * The manifest's key of a module: its source path when it is a chunk of its own, else the shared
 * chunk named after it (a layout that pages also import statically lives in one).
 */
function chunkKey(source: string): string {
  if (manifest[source]) return source;
  const name = source
    .split('/')
    .pop()
    ?.replace(/\.tsx?$/, '');
  return Object.keys(manifest).find((key) => manifest[key]?.name === name && key.endsWith('.js')) ?? source;
}

/** Files a page needs before it renders: the static import closure of its chunks. */
function initialFiles(...keys: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const source of keys) {
    const key = chunkKey(source);
    expect(manifest[key], `${source} is in the build`).toBeDefined();
    visit(key);
  }
  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  return {
    js: chunks.map((chunk) => chunk.file),
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}

const total = (files: string[]) => files.reduce((sum, file) => sum + sentSize(file), 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

const ENTRY = 'index.html';
const LAYOUTS = {
  private: 'src/app/layouts/private-layout.tsx',
  admin: 'src/app/routes/admin/admin-layout.tsx',
};

/** Pages outside both layouts: the public site and the console's sign-in. */
const STANDALONE_PAGES = new Set(
  [
    'accounts/login-page',
    'accounts/forgot-password-page',
    'accounts/update-password-page',
    'accounts/social-callback-page',
    'accounts/create-account-page',
    'account/account-inactive-page',
    'pages/policy-page',
    'errors/not-found-page',
    'admin/admin-login-page',
  ].map((page) => `src/app/routes/${page}.tsx`),
);

/** A route's page: the app's own, or a content type's (`features/<type>/pages/`). */
const isPage = (key: string) =>
  key.startsWith('src/app/routes/') || /^src\/features\/[^/]+\/pages\//.test(key);

/** Every page module of the router, with the layout around it. */
function pages(): Array<{ page: string; layout?: string }> {
  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && isPage(key))
    .filter(([key]) => key !== LAYOUTS.admin)
    .map(([key]) => ({
      page: key,
      layout: STANDALONE_PAGES.has(key)
        ? undefined
        : key.startsWith('src/app/routes/admin/')
          ? LAYOUTS.admin
          : LAYOUTS.private,
    }));
}

test.describe('byte budgets of the production build', () => {
  test('the sign-in page starts with at most 180 KB of JavaScript', () => {
    const { js } = initialFiles(ENTRY, 'src/app/routes/accounts/login-page.tsx');
    const bytes = total(js);
    test.info().annotations.push({ type: 'sign-in JS', description: kb(bytes) });
    console.info(`sign-in page: JS ${kb(bytes)} in ${js.length} files`);
    expect(bytes, `sign-in page: ${kb(bytes)} of JavaScript in ${js.length} files`).toBeLessThanOrEqual(
      BUDGETS.signInJs,
    );
  });

  test('every page starts with at most 280 KB of JavaScript and 60 KB of CSS', () => {
    const found = pages();
    expect(found.length).toBeGreaterThan(20);
    for (const page of STANDALONE_PAGES) expect(manifest[page], `${page} is in the build`).toBeDefined();
    const report: string[] = [];
    for (const { page, layout } of found) {
      const { js, css } = initialFiles(ENTRY, ...(layout ? [layout] : []), page);
      const jsBytes = total(js);
      const cssBytes = total(css);
      report.push(`${page}: JS ${kb(jsBytes)}, CSS ${kb(cssBytes)}`);
      expect(jsBytes, `${page}: ${kb(jsBytes)} of JavaScript`).toBeLessThanOrEqual(BUDGETS.pageJs);
      expect(cssBytes, `${page}: ${kb(cssBytes)} of CSS`).toBeLessThanOrEqual(BUDGETS.pageCss);
    }
    test.info().annotations.push({ type: 'pages', description: report.join('\n') });
    console.info(report.join('\n'));
  });
});
