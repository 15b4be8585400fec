// `npm run dev`: the API with reload (tsx watch) and the Vite dev server proxying /api to it.
import { ensureDependencies, run } from './lib.mjs';

ensureDependencies();
const api = run('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { env: { ...process.env, PORT: '3000' } });
const web = run('npm', ['run', 'dev', '-w', '@acorn/web']);
const code = await Promise.race([api, web]);
process.exit(code);
