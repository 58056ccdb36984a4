import { describe, expect, it } from 'vitest';
import { companyInitials } from './company-logo';

describe('companyInitials', () => {
  it('takes two letters of the name without PT and Tbk', () => {
    expect(companyInitials('PT Bank Kencana Raya Tbk')).toBe('BK');
    expect(companyInitials('Kopi Senja')).toBe('KS');
    expect(companyInitials('CV. Maju & Jaya')).toBe('MJ');
    expect(companyInitials('Gojek')).toBe('G');
  });
});
