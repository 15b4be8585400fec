// `npm run lint` (after Biome): the import boundaries of docs/ARCHITECTURE.md, checked on every file.
// - A feature reaches another feature only through its public entry (features/<name>/index.ts).
// - lib/ (and the API's integrations/, the web's components/) never import a feature.
// The composition roots (the API's app.ts, server.ts, cli.ts, startup.ts, the web's app/) and the
// tests wire features together and may import what they need.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { root } from './lib.mjs';

const SOURCES = [
  { name: 'api', dir: join(root, 'apps/api/src'), noFeatures: ['lib', 'integrations'] },
  { name: 'web', dir: join(root, 'apps/web/src'), noFeatures: ['lib', 'components', 'config'] },
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

const problems = [];
for (const source of SOURCES) {
  for (const file of sourceFiles(source.dir)) {
    if (isTest(file)) continue;
    const from = locate(source.dir, file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = locate(source.dir, resolve(dirname(file), specifier));
      if (to.area !== 'features' || !to.feature) continue;
      const where = `${relative(root, file)} imports '${specifier}'`;
      if (source.noFeatures.includes(from.area)) {
        problems.push(`${where}: ${from.area}/ never imports a feature`);
      } else if (from.area === 'features' && from.feature !== to.feature) {
        const entry = to.rest.length === 0 || (to.rest.length === 1 && to.rest[0] === 'index');
        if (!entry)
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
