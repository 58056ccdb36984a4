import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring';

describe('parseQueryString', () => {
  it('keeps single values and repeated keys', () => {
    expect(parseQueryString('page=2&cityIds=49180&cityIds=179')).toEqual({
      page: '2',
      cityIds: ['49180', '179'],
    });
  });

  it('merges the indexed and bracket forms into one array, in order', () => {
    expect(
      parseQueryString(
        'employmentTypes[0]=fullTime&employmentTypes[1]=contract&workplaceTypes[]=remote',
      ),
    ).toEqual({ employmentTypes: ['fullTime', 'contract'], workplaceTypes: ['remote'] });
    expect(parseQueryString('cityIds=1&cityIds[0]=2')).toEqual({ cityIds: ['1', '2'] });
  });

  it('leaves other bracketed keys alone when they are not array-like', () => {
    expect(parseQueryString('a[b]=1')).toEqual({ 'a[b]': '1' });
  });
});
