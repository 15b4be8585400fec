// The API's own statements for the bench's twin and plans: the API's query modules (TypeScript,
// loaded through tsx) build them on a drizzle database whose client only records what it is
// sent, so the twin runs the text, parameters and name the API sends and cannot drift from them.
import { drizzle } from 'drizzle-orm/node-postgres';
import { tsImport } from 'tsx/esm/api';

/** One of the API's modules under apps/api/src, e.g. 'features/leads/leads.queries.ts'. */
export const apiModule = (path) => tsImport(`../apps/api/src/${path}`, import.meta.url);

const built = new Map();

/**
 * The first statement `build(db)` sends, as `{ name?, text, values }` for pg. Kept under `key`:
 * the bench asks the same few statements over and over, and the twin leaves out what drizzle
 * spends building them, as it leaves out the rest of the API's own CPU.
 */
export async function apiStatement(key, build) {
  let statement = built.get(key);
  if (!statement) {
    const sent = [];
    const client = {
      query: async (config, values) => {
        sent.push({ ...(config.name ? { name: config.name } : {}), text: config.text, values });
        return { rows: [], fields: [] };
      },
    };
    await build(drizzle({ client }));
    [statement] = sent;
    if (!statement) throw new Error(`${key}: the API sent no statement`);
    built.set(key, statement);
  }
  return statement;
}
