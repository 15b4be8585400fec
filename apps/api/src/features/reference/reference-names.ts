import type { Language } from '@acorn/contracts';
import { countries, type Db, sectors } from '@acorn/db';
import { localized } from '../../lib/language';

/** A reference row's name in each language. */
type LocalizedName = {
  name: string;
  name_pt: string;
  name_es: string;
};

/** The sectors' and countries' names by id. */
export interface ReferenceNames {
  sectors: Map<number, LocalizedName>;
  countries: Map<number, LocalizedName>;
}

/** How long an instance answers from the names it read, as the reference lists' cache (decision 005). */
const REFERENCE_NAMES_TTL_MS = 60_000;

const loaded = new WeakMap<Db, { at: number; names: Promise<ReferenceNames> }>();

async function readNames(db: Db): Promise<ReferenceNames> {
  const columns = (table: typeof sectors | typeof countries) => ({
    id: table.id,
    name: table.name,
    name_pt: table.name_pt,
    name_es: table.name_es,
  });
  const [sectorRows, countryRows] = await Promise.all([
    db.select(columns(sectors)).from(sectors),
    db.select(columns(countries)).from(countries),
  ]);
  const byId = (rows: ({ id: number } & LocalizedName)[]) =>
    new Map(rows.map(({ id, ...name }) => [id, name]));
  return { sectors: byId(sectorRows), countries: byId(countryRows) };
}

/**
 * The names of the sectors and countries, covering the ids asked for. Both lists come with the
 * seed and change only with it, so an instance reads them at most once a minute, one read shared
 * by concurrent callers, and a page of cards names its items' links from here rather than
 * joining the lists on every row (decision 034). An id it does not know reads them again at once.
 */
export async function referenceNamesFor(options: {
  db: Db;
  sectorIds: Iterable<number>;
  countryIds: Iterable<number>;
}): Promise<ReferenceNames> {
  const { db } = options;
  const cached = loaded.get(db);
  if (cached && Date.now() - cached.at < REFERENCE_NAMES_TTL_MS) {
    const names = await cached.names;
    const known = (ids: Iterable<number>, map: Map<number, LocalizedName>) => {
      for (const id of ids) if (!map.has(id)) return false;
      return true;
    };
    if (known(options.sectorIds, names.sectors) && known(options.countryIds, names.countries)) return names;
  }
  const reading = { at: Date.now(), names: readNames(db) };
  loaded.set(db, reading);
  // A failed read is not kept: the next caller reads again.
  reading.names.catch(() => {
    if (loaded.get(db) === reading) loaded.delete(db);
  });
  return reading.names;
}

/** The names of `ids` in `language`, in the order of their English names (as the lists sort them). */
export function namesOf(
  ids: readonly number[] | null,
  names: Map<number, LocalizedName>,
  language: Language,
): string[] {
  if (!ids) return [];
  return ids
    .flatMap((id) => names.get(id) ?? [])
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((name) => localized(name, 'name', language));
}
