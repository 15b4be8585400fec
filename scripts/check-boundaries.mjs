// `npm run lint` (after Biome): the import boundaries of docs/ARCHITECTURE.md, checked on every file.
// - A feature reaches another feature only through its public entry (features/<name>/index.ts).
// - The web's app/ (its composition root) imports a feature only through that entry too, except in
//   a dynamic import(): there it names the module it loads, because that call is where a chunk is
//   split off, and importing the entry there would fetch the whole feature with it (a route's
//   prefetch, a role's form, a content type's definition, sign-out).
// - lib/ (and the API's integrations/, the web's components/ and config/) never import a feature.
// The API's composition roots (app.ts, server.ts, cli.ts, startup.ts) and the tests wire features
// together and may import what they need.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { root } from './lib.mjs';

const SOURCES = [
  { name: 'api', dir: join(root, 'apps/api/src'), noFeatures: ['lib', 'integrations'] },
  {
    name: 'web',
    dir: join(root, 'apps/web/src'),
    noFeatures: ['lib', 'components', 'config'],
    // The composition root: its static imports reach a feature like another feature's do.
    throughEntries: ['app'],
  },
];
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
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

/** A feature's public entry (index.ts), seen from outside the feature. */
const isEntry = (rest) => rest.length === 0 || (rest.length === 1 && rest[0] === 'index');

const problems = [];
for (const source of SOURCES) {
  for (const file of sourceFiles(source.dir)) {
    if (isTest(file)) continue;
    const from = locate(source.dir, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      const dynamic = match[1] === undefined;
      if (!specifier?.startsWith('.')) continue;
      const to = locate(source.dir, resolve(dirname(file), specifier));
      if (to.area !== 'features' || !to.feature) continue;
      const where = `${relative(root, file)} imports '${specifier}'`;
      if (source.noFeatures.includes(from.area)) {
        problems.push(`${where}: ${from.area}/ never imports a feature`);
      } else if (
        !isEntry(to.rest) &&
        ((from.area === 'features' && from.feature !== to.feature) ||
          (source.throughEntries?.includes(from.area) && !dynamic))
      ) {
        problems.push(`${where}: reach ${to.feature} through its entry, '…/features/${to.feature}'`);
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
console.log('Import boundaries: every feature is reached through its entry.');
