import { describe, expect, it } from 'vitest';
import { foldText, matchingItems } from './name-matches';

const ROLES = [
  { id: 1, name: 'Akuntan' },
  { id: 2, name: 'Account Manager' },
  { id: 3, name: 'Software Engineer' },
  { id: 4, name: 'Backend Developer' },
  { id: 5, name: 'Kafé Barista' },
];
const nameOf = (role: { name: string }) => role.name;
const names = (items: readonly { name: string }[]) => items.map(nameOf);

describe('matchingItems', () => {
  it('lists everything for no text', () => {
    expect(matchingItems(ROLES, '  ', null, nameOf)).toBe(ROLES);
  });

  it('shows the names that contain the text, folded, while there is no answer', () => {
    expect(names(matchingItems(ROLES, 'acc', null, nameOf))).toEqual(['Account Manager']);
    expect(names(matchingItems(ROLES, 'KAFE', null, nameOf))).toEqual(['Kafé Barista']);
    expect(names(matchingItems(ROLES, 'akutan', null, nameOf))).toEqual([]);
  });

  it("puts the search's answer first, in its order, then the other containing names", () => {
    // "akutan": nothing contains it; the search corrected it.
    expect(names(matchingItems(ROLES, 'akutan', [1], nameOf))).toEqual(['Akuntan']);
    // "engineer": the search ranks by title; a containing name it did not find still shows.
    expect(names(matchingItems(ROLES, 'er', [4, 3], nameOf))).toEqual([
      'Backend Developer',
      'Software Engineer',
      'Account Manager',
    ]);
    // Ids the list does not have (another language's list, a role added since) are skipped.
    expect(names(matchingItems(ROLES, 'akun', [99, 1], nameOf))).toEqual(['Akuntan']);
  });

  it('matches the text an item is given by, not only its name', () => {
    const cities = [{ id: 1, name: 'Denpasar', hint: 'Bali' }];
    const text = (city: { name: string; hint: string }) => `${city.name} ${city.hint}`;
    expect(matchingItems(cities, 'bali', null, text)).toEqual(cities);
  });
});

describe('foldText', () => {
  it('folds case and accents', () => {
    expect(foldText('Café ÉLITE')).toBe('cafe elite');
  });
});
