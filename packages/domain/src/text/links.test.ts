import { describe, expect, it } from 'vitest';
import { ensureHttps } from './links';

describe('ensureHttps', () => {
  it.each([
    ['https://jenjang.id', 'https://jenjang.id'],
    ['HTTPS://Jenjang.id/a', 'HTTPS://Jenjang.id/a'],
    ['http://jenjang.id/x?y=1', 'https://jenjang.id/x?y=1'],
    ['HTTP://jenjang.id', 'https://jenjang.id'],
    ['jenjang.id', 'https://jenjang.id'],
    ['www.linkedin.com/in/budi', 'https://www.linkedin.com/in/budi'],
    ['//cdn.jenjang.id/a.png', 'https://cdn.jenjang.id/a.png'],
    ['  http://x.id  ', 'https://x.id'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => {
    expect(ensureHttps(input)).toBe(expected);
  });
});
