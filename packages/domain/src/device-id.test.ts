import { describe, expect, it } from 'vitest';
import { generateDeviceId, isDeviceId } from './device-id';

describe('generateDeviceId', () => {
  it('makes 24 letters and digits', () => {
    const id = generateDeviceId();
    expect(id).toHaveLength(24);
    expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(isDeviceId(id)).toBe(true);
  });

  it('follows the random source', () => {
    expect(generateDeviceId(() => 0)).toBe('A'.repeat(24));
    expect(generateDeviceId(() => 0.999999)).toBe('9'.repeat(24));
  });

  it('clamps a misbehaving random source', () => {
    expect(generateDeviceId(() => 1)).toBe('9'.repeat(24));
    expect(generateDeviceId(() => -0.5)).toBe('A'.repeat(24));
  });

  it('differs between calls', () => {
    expect(generateDeviceId()).not.toBe(generateDeviceId());
  });
});

describe('isDeviceId', () => {
  it('checks length and alphabet', () => {
    expect(isDeviceId('a'.repeat(23))).toBe(false);
    expect(isDeviceId('a'.repeat(25))).toBe(false);
    expect(isDeviceId(`${'a'.repeat(23)}-`)).toBe(false);
  });
});
