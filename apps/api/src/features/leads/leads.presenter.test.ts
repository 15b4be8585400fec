import { describe, expect, it } from 'vitest';
import { type NeedNames, needReasons } from './leads.presenter';
import type { NeedRow } from './leads.queries';

const name = (en: string, pt: string, es: string) => ({ name: en, name_pt: pt, name_es: es });
const names: NeedNames = {
  services: new Map([[3, name('Pricing', 'Preços', 'Precios')]]),
  sectors: new Map([[8, name('Wine', 'Vinho', 'Vino')]]),
  countries: new Map([
    [152, name('Portugal', 'Portugal', 'Portugal')],
    [179, name('Spain', 'Espanha', 'España')],
  ]),
};
const row = { service_ids: [3], sector_ids: [8], country_ids: [152, 179] } as NeedRow;

describe('needReasons', () => {
  it('lists services, then sectors, then countries, each named in the language asked for', () => {
    expect(needReasons(row, names, 'es')).toEqual([
      { kind: 'service', id: 3, name: 'Precios' },
      { kind: 'sector', id: 8, name: 'Vino' },
      { kind: 'country', id: 152, name: 'Portugal' },
      { kind: 'country', id: 179, name: 'España' },
    ]);
    expect(needReasons(row, names, 'pt').map((reason) => reason.name)).toEqual([
      'Preços',
      'Vinho',
      'Portugal',
      'Espanha',
    ]);
  });

  it('leaves out an id the lists no longer name', () => {
    expect(needReasons({ ...row, sector_ids: [99] }, names, 'en').map((reason) => reason.kind)).toEqual([
      'service',
      'country',
      'country',
    ]);
  });
});
