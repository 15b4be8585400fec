// EXPLAIN (ANALYZE, BUFFERS) of the market's and the feed's statements on the generated rows: how
// long each ran, what it read, and whether it scanned a table through or sorted more rows than it
// answers.

/** A scan or sort over more rows than this is reported. */
const MANY_ROWS = 1000;

function* nodes(plan) {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/**
 * Rows a node went through: those it kept and those its filter dropped, in every loop. PGlite's
 * PostgreSQL gives the rows of a loop as an average with decimals: the total is rounded.
 */
const rowsRead = (node) =>
  Math.round(
    ((node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1),
  );

/**
 * What is worth a look in a plan: a table read through (a sequential scan of many rows; small
 * reference tables hashed for a join are not), a sort of many rows, per-row subqueries run for more
 * rows than the statement answers (an offset computes them for every row it skips), JIT compiling.
 */
function findings(explained) {
  const found = [];
  const answered = explained.Plan['Actual Rows'];
  let subqueryRuns = 0;
  for (const node of nodes(explained.Plan)) {
    const loops = node['Actual Loops'] ?? 1;
    if (node['Node Type'] === 'Seq Scan' && rowsRead(node) / loops > MANY_ROWS) {
      const rows =
        loops > 1 ? `${Math.round(rowsRead(node) / loops)} rows x ${loops} loops` : `${rowsRead(node)} rows`;
      found.push(`Seq Scan on ${node['Relation Name']} (${rows})`);
    }
    if (node['Node Type'] === 'Sort') {
      const input = Math.round(
        (node.Plans ?? []).reduce(
          (total, child) => total + child['Actual Rows'] * (child['Actual Loops'] ?? 1),
          0,
        ),
      );
      if (input > MANY_ROWS) found.push(`Sort of ${input} rows (${node['Sort Method']})`);
    }
    if (node['Parent Relationship'] === 'SubPlan') subqueryRuns = Math.max(subqueryRuns, loops);
  }
  if (subqueryRuns > Math.max(answered * 2, 50)) {
    found.push(`per-row subqueries run for ${subqueryRuns} rows to answer ${answered}`);
  }
  if (explained.JIT) found.push(`JIT ${explained.JIT.Timing.Total.toFixed(0)} ms`);
  return found;
}

/** Rows read from content_items by every scan of it in the plan. */
const contentRowsRead = (plan) =>
  [...nodes(plan)]
    .filter((node) => node['Relation Name'] === 'content_items' && node['Node Type'] !== 'Bitmap Index Scan')
    .reduce((total, node) => total + rowsRead(node), 0);

/**
 * Runs each statement under EXPLAIN twice (JSON to judge it, text to show it); answers one summary
 * row per statement and the text plans.
 */
export async function explainStatements(client, statements) {
  const rows = [];
  const plans = [];
  for (const { name, text, values } of statements) {
    const [
      {
        'QUERY PLAN': [json],
      },
    ] = (await client.query({ text: `explain (analyze, buffers, format json) ${text}`, values })).rows;
    const plan = json.Plan;
    const { rows: textRows } = await client.query({ text: `explain (analyze, buffers) ${text}`, values });
    const found = findings(json);
    rows.push({
      statement: name,
      // An unnamed statement is planned on every request, so both count; a named one (the session's,
      // the reports' page) once per connection.
      'planning ms': Number(json['Planning Time'].toFixed(2)),
      'execution ms': Number(json['Execution Time'].toFixed(2)),
      'buffers hit/read': `${plan['Shared Hit Blocks'] ?? 0}/${plan['Shared Read Blocks'] ?? 0}`,
      'content_items rows read': contentRowsRead(plan),
      finding: found.length > 0 ? found.join('; ') : 'index access, no big sort',
    });
    plans.push({
      name,
      flagged: found.length > 0,
      text: textRows.map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return { rows, plans };
}
