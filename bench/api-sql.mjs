// The API's own statements for the bench's twin and plans: the API's modules (TypeScript, loaded
// through tsx) build them on a drizzle database whose client only records what it is sent, so the
// twin runs the text, parameters and name the API sends and cannot drift from them.
import { drizzle } from 'drizzle-orm/node-postgres';
import { register } from 'tsx/esm/api';

// One tsx namespace for every module: they share one module graph, and so the state the API's
// modules keep in its process (the text queries already made, content.service's).
const api = register({ namespace: 'acorn-bench' });

/** One of the API's modules under apps/api/src, e.g. 'features/leads/leads.queries.ts'. */
export const apiModule = (path) => api.import(`../apps/api/src/${path}`, import.meta.url);

/** One of the workspace's packages, e.g. '@acorn/contracts', as the API's modules import it. */
export const apiPackage = (name) => api.import(name, new URL('../apps/api/src/app.ts', import.meta.url).href);

const built = new Map();

/**
 * Every statement `build(db)` sends, in order, each as `{ name?, text, values }` for pg. The API's
 * code reads `answers[i]` back from the i-th statement (rows as arrays, as drizzle reads them;
 * none by default), so the answers choose its path: a long list's recount, a search's page. Kept
 * under `key`: the bench asks the same few statements over and over, and the twin leaves out what
 * drizzle spends building them, as it leaves out the rest of the API's own CPU.
 */
export async function apiStatements(key, build, answers = []) {
  let statements = built.get(key);
  if (!statements) {
    const sent = [];
    const client = {
      query: async (config, values) => {
        const rows = answers[sent.length] ?? [];
        sent.push({ ...(config.name ? { name: config.name } : {}), text: config.text, values });
        return { rows, fields: [] };
      },
    };
    await build(drizzle({ client }));
    if (sent.length === 0) throw new Error(`${key}: the API sent no statement`);
    statements = sent;
    built.set(key, statements);
  }
  return statements;
}

/** The first statement `build(db)` sends (apiStatements). */
export const apiStatement = async (key, build) => (await apiStatements(key, build))[0];
