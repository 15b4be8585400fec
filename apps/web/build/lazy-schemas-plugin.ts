import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The shared contracts' modules, their tests left out. */
const CONTRACT_MODULE = /[/\\]packages[/\\]contracts[/\\]src[/\\](?![^/\\]*\.test\.)[^/\\]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The identifier a call chain starts from: `z` for `z.string().check(z.minLength(1))`. */
function chainRoot(node: Node): string | undefined {
  let current: Node | undefined = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return undefined;
  }
  return undefined;
}

/** A call that builds a schema or a check: rooted at `z`, or assigned to a `…Schema` constant. */
function buildsSchema(name: string, init: Node | null): init is Node {
  if (init?.type !== 'CallExpression') return false;
  return chainRoot(init) === 'z' || name.endsWith('Schema');
}

/** The initializers of a module's top-level constants that build schemas. */
export function schemaInitializers(program: { body: Node[] }): Node[] {
  return program.body.flatMap((statement) => {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap((declarator) => {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      return id.type === 'Identifier' && buildsSchema(id.name as string, init) ? [init] : [];
    });
  });
}

/**
 * `code` with each of `initializers` built on first use by `runtime`'s `lazySchema`. The call is
 * marked pure (it only makes a proxy), so the bundler drops the schemas no page reads.
 */
export function wrapInitializers(code: string, initializers: Node[], runtime: string): string {
  let output = code;
  for (const init of [...initializers].sort((a, b) => b.start - a.start)) {
    output = `${output.slice(0, init.start)}/* @__PURE__ */ __lazySchema(() => ${output.slice(init.start, init.end)})${output.slice(init.end)}`;
  }
  return `import { lazySchema as __lazySchema } from ${JSON.stringify(runtime)};\n${output}`;
}

/**
 * Builds the contracts' schemas on first use in the web app (decision 033): every top-level
 * constant that builds a schema is wrapped in `lazySchema(() => …)`, so a page pays only for the
 * schemas it reads. The API keeps its schemas eager: it reads them all, and a proxy would add a
 * little to each of its parses.
 */
export function lazySchemasPlugin(): Plugin {
  const runtime = fileURLToPath(new URL('../src/lib/lazy-schema.ts', import.meta.url));
  return {
    name: 'acorn:lazy-contract-schemas',
    // After TypeScript is stripped, so the module parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id.split('?')[0] ?? '')) return null;
      const initializers = schemaInitializers(this.parse(code) as unknown as { body: Node[] });
      if (initializers.length === 0) return null;
      return { code: wrapInitializers(code, initializers, runtime), map: null };
    },
  };
}
