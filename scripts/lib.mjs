// Small helpers shared by the start, build and test scripts (plain Node, no dependencies,
// because they run before `npm install` has).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');

export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

function runOrExit(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * npm install when node_modules is missing or older than the lock file. Not `npm ci`: the
 * registry this project installs from lists only the linux-x64 builds of packages with native
 * binaries (biome, esbuild, ...), so the lock file cannot hold the other platforms' optional
 * packages and `npm ci` refuses it; `npm install` installs exactly the locked versions.
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies...');
  runOrExit('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const BUILD_INPUTS = [
  'apps/api/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages',
  'package-lock.json',
];
const BUILD_OUTPUTS = ['apps/api/dist/server.mjs', 'apps/web/dist/index.html'];

/** Builds when an output is missing or any source is newer than the oldest output. */
export function ensureBuild() {
  const outputs = BUILD_OUTPUTS.map((path) => newestMtime(join(root, path)));
  const oldestOutput = Math.min(...outputs);
  const newestInput = Math.max(...BUILD_INPUTS.map((path) => newestMtime(join(root, path))));
  if (oldestOutput > 0 && oldestOutput >= newestInput) return;
  console.log('Building...');
  runOrExit('npm', ['run', 'build']);
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's build of Chromium's headless shell: the journeys' browser (decision 023). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Debian's Chromium and its headless shell, installed through apt when missing (CI runs as root on
 * a fresh machine). Without root, the full browser alone is enough: the journeys fall back to it.
 */
export function ensureChromium() {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-liberation']),
    ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    if (existsSync(CHROMIUM)) return;
    console.error(
      `Chromium is missing at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian packages...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
