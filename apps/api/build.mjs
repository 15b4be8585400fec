// Bundles the server with the workspace packages (TypeScript sources) inlined; everything from
// node_modules stays an import, resolved at run time.
import { build } from 'esbuild';

const externalizeDependencies = {
  name: 'externalize-dependencies',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@acorn/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalizeDependencies],
});
console.log('api: built dist/server.mjs');
