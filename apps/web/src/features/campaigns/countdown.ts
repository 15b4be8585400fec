/** How long until a deadline, as the spec counts it (§4): days under a month, months up to 12, then years. */
export type Countdown = { unit: 'days' | 'months' | 'years'; count: number } | null;

const DAY_MS = 24 * 60 * 60_000;

/** Null once the day has passed; `today` and `deadline` are YYYY-MM-DD. */
export function campaignCountdown(deadline: string, today: string): Countdown {
  const end = Date.parse(`${deadline}T00:00:00Z`);
  const start = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(end) || Number.isNaN(start) || end < start) return null;
  const days = Math.round((end - start) / DAY_MS);
  const from = new Date(start);
  const to = new Date(end);
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  if (months < 1) return { unit: 'days', count: days };
  if (months <= 12) return { unit: 'months', count: months };
  return { unit: 'years', count: Math.floor(months / 12) };
}
