import { describe, expect, it } from 'vitest';
import {
  addLinkRow,
  emptyLinkRow,
  linkRowErrors,
  linkRowsForForm,
  linkRowsForPayload,
  removeLinkRow,
  screenRowPath,
} from './link-rows';

const blog = { level: 'Blog', value: 'https://blog.example.pt' };
const shop = { level: 'Shop', value: 'https://shop.example.es' };

describe('online presence rows', () => {
  it('starts with the saved rows, or one empty row to type into', () => {
    expect(linkRowsForForm([blog])).toEqual([blog]);
    expect(linkRowsForForm([])).toEqual([emptyLinkRow()]);
    expect(linkRowsForForm(null)).toEqual([emptyLinkRow()]);
  });

  it('adds an empty row at the end', () => {
    expect(addLinkRow([blog])).toEqual([blog, { level: '', value: '' }]);
  });

  it('removes the chosen row, and removing the last one leaves one empty row', () => {
    expect(removeLinkRow([blog, shop], 0)).toEqual([shop]);
    expect(removeLinkRow([blog, shop], 1)).toEqual([blog]);
    expect(removeLinkRow([blog], 0)).toEqual([{ level: '', value: '' }]);
    expect(removeLinkRow([emptyLinkRow()], 0)).toEqual([{ level: '', value: '' }]);
  });

  it('sends only the rows that hold something, trimmed', () => {
    expect(
      linkRowsForPayload([
        { level: ' Blog ', value: ' https://blog.example.pt ' },
        { level: '', value: '' },
        { level: '  ', value: ' ' },
        shop,
      ]),
    ).toEqual([blog, shop]);
  });

  it('asks for the address of a row with a label, at its place on screen', () => {
    expect(
      linkRowErrors(
        [
          { level: '', value: '' },
          { level: 'Blog', value: '' },
          { level: '', value: 'ftp://files.example.com' },
          { level: 'Site', value: 'https://site.example.com' },
        ],
        'online_presence',
      ),
    ).toEqual({ 'online_presence.1.value': 'required' });
  });

  it('moves a problem of the n-th row with an address to that row on screen', () => {
    const rows = [emptyLinkRow(), blog, { level: 'Shop', value: ' ' }, shop];
    expect(screenRowPath(rows, 'online_presence', 'online_presence.0.value')).toBe('online_presence.1.value');
    expect(screenRowPath(rows, 'online_presence', 'online_presence.1.value')).toBe('online_presence.3.value');
    expect(screenRowPath(rows, 'online_presence', 'company_name')).toBe('company_name');
    expect(screenRowPath(rows, 'online_presence', 'online_presence.7.value')).toBe('online_presence.7.value');
  });
});
