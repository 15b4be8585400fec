import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const STYLES_DIR = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The components the app imports from @mantine/core that come with a stylesheet of their own. */
function styledComponents(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
      for (const name of (list ?? '').split(',').map((part) => part.trim().replace(/^type /, ''))) {
        if (name && existsSync(join(STYLES_DIR, `${name}.css`))) names.add(name);
      }
    }
  }
  return [...names].sort();
}

describe("Mantine's styles", () => {
  it('include the stylesheet of every Mantine component the app uses', () => {
    const imported = readFileSync(join(import.meta.dirname, 'mantine-styles.css'), 'utf8');
    const components = styledComponents();
    expect(components.length).toBeGreaterThan(20);
    const importedNames = new Set(
      [...imported.matchAll(/@import ['"]@mantine\/core\/styles\/(\w+)\.css['"]/g)].map(([, name]) => name),
    );
    const missing = components.filter((name) => !importedNames.has(name));
    expect(missing, 'add their files to app/mantine-styles.css').toEqual([]);
  });
});
