// `npm start`: install if needed, build if stale, then run the server (it migrates and seeds).
import { spawn } from 'node:child_process';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

ensureDependencies();
ensureBuild();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
