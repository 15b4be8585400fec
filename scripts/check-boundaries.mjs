// `npm run lint` (after Biome): the import boundaries of docs/ARCHITECTURE.md, checked on every file.
// - A feature is reached from outside it (another feature, or the web's app/) only through its public
//   entry, features/<name>/index.ts, or its loaders, features/<name>/lazy.ts. That holds for
//   static and dynamic imports alike: a page's chunk is split off where a lazy.ts loader calls import().
// - A lazy.ts imports no code (types aside), so reading a loader adds nothing of its feature to the
//   chunk that reads it: the first chunk can import one without growing.
// - lib/ (and the API's integrations/, the web's components/ and config/) never import a feature.
// The API's composition roots (app.ts, server.ts, cli.ts, startup.ts) and the tests import what
// they need.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { root } from './lib.mjs';

const SOURCES = [
  { name: 'api', dir: join(root, 'apps/api/src'), noFeatures: ['lib', 'integrations'] },
  {
    name: 'web',
    dir: join(root, 'apps/web/src'),
    noFeatures: ['lib', 'components', 'config'],
    // The composition root, which reaches a feature like another feature does.
    throughEntries: ['app'],
  },
];
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
// A static import that brings code: not `import type` / `export type`.
const CODE_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?from\s*)?['"]([^'"]+)['"]/g;
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(sep).includes('test');

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** ['features', 'accounts', 'api', 'get-me.ts'] → { area: 'features', feature: 'accounts', rest: [...] } */
function locate(base, path) {
  const parts = relative(base, path).split(sep);
  return { area: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined, rest: parts.slice(2) };
}

/** A feature's public entry (index.ts) or its loaders (lazy.ts), seen from outside the feature. */
const isEntry = (rest) => rest.length === 0 || (rest.length === 1 && ['index', 'lazy'].includes(rest[0]));

const problems = [];
for (const source of SOURCES) {
  for (const file of sourceFiles(source.dir)) {
    if (isTest(file)) continue;
    const from = locate(source.dir, file);
    const text = readFileSync(file, 'utf8');
    if (from.feature && from.rest.length === 1 && from.rest[0] === 'lazy.ts') {
      for (const [, specifier] of text.matchAll(CODE_IMPORT))
        problems.push(`${relative(root, file)} imports '${specifier}': a lazy.ts imports types only`);
    }
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = locate(source.dir, resolve(dirname(file), specifier));
      if (to.area !== 'features' || !to.feature) continue;
      const where = `${relative(root, file)} imports '${specifier}'`;
      if (source.noFeatures.includes(from.area)) {
        problems.push(`${where}: ${from.area}/ never imports a feature`);
      } else if (
        ((from.area === 'features' && from.feature !== to.feature) ||
          source.throughEntries?.includes(from.area)) &&
        !isEntry(to.rest)
      ) {
        problems.push(
          `${where}: reach ${to.feature} through '…/features/${to.feature}' or '…/features/${to.feature}/lazy'`,
        );
      }
    }
  }
}

if (problems.length > 0) {
  console.error(
    `Import boundaries: ${problems.length} crossing(s)\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import boundaries: every feature is reached through its entry or its loaders.');
