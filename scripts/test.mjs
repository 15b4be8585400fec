// `npm test`: everything CI checks, in order, on a fresh clone too. Each runner prints its own
// summary; the last line adds them up ("N passed, N failed") and the exit code is honest.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureBuild, ensureChromium, ensureDependencies, root, run } from './lib.mjs';

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const reports = join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
const totals = { passed: 0, failed: 0, skipped: 0 };
// Named again at the very end, so the last lines of a long log say which tests failed and why.
const failedTests = [];
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

// How long each step took, printed at the end: the run's budget is watched step by step.
const durations = [];

async function step(name, command, args, env = process.env) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const code = await run(command, args, { env });
  durations.push(`${name}: ${Math.round((performance.now() - started) / 1000)} s`);
  if (code !== 0) failures.push(name);
}

function addVitestReport(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'failed') continue;
      failedTests.push(
        `${file.name.replace(`${root}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages[0])}`,
      );
    }
  }
}

function collectPlaywrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected') continue;
      const error = test.results.find((result) => result.error)?.error;
      failedTests.push(
        `[${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error?.message)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) collectPlaywrightFailures(child, path);
}

function addPlaywrightReport(file) {
  if (!existsSync(file)) return;
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const suite of suites) collectPlaywrightFailures(suite);
}

ensureDependencies();
const { TEST_DATABASE_URL, ...envWithoutPostgres } = process.env;

if (!only) {
  await step('lint (biome, import boundaries, knip)', 'npm', ['run', '-s', 'lint']);
  await step('typecheck (tsc)', 'npm', ['run', '-s', 'typecheck']);
  const pgliteReport = join(reports, 'vitest-pglite.json');
  await step(
    'unit and API integration on PGlite (vitest)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgliteReport}`],
    envWithoutPostgres,
  );
  addVitestReport(pgliteReport);
  if (TEST_DATABASE_URL) {
    const postgresReport = join(reports, 'vitest-postgres.json');
    await step(
      'API integration on PostgreSQL (vitest)',
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'api',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${postgresReport}`,
      ],
      { ...process.env, TEST_DATABASE_URL },
    );
    addVitestReport(postgresReport);
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is left out (CI sets it).');
  }
  if (!process.env.TEST_REDIS_URL) {
    console.log(
      'TEST_REDIS_URL is not set: the shared rate-limit tests are left out (CI sets it when Redis runs).',
    );
  }
}

if (!only) {
  ensureBuild();
  // The outside attack, repeated on every run with one seed: no request may answer a 5xx.
  await step('attack over HTTP (npm run attack)', 'node', ['scripts/attack-api.mjs'], {
    ...envWithoutPostgres,
    ATTACK_ROUNDS: process.env.ATTACK_ROUNDS ?? '15',
  });
}

if (!only || only === 'e2e') {
  ensureChromium();
  ensureBuild();
  const playwrightReport = join(reports, 'playwright.json');
  await step(
    'browser journeys (playwright)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    {
      ...envWithoutPostgres,
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  addPlaywrightReport(playwrightReport);
}

console.log(`\nTime per step:\n${durations.map((line) => `  ${line}`).join('\n')}`);
if (failedTests.length > 0)
  console.log(`Failed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
