import { describe, expect, it } from 'vitest';
import { hasFigure, isBulletLike, startsWithBullet, stripBullet } from './cv-text';

describe('cv text', () => {
  it('strips the bullet marks extraction returns, Symbol-font and numbered ones included', () => {
    expect(stripBullet('• Managed 3 stores')).toBe('Managed 3 stores');
    expect(stripBullet('\uF0B7 Managed 3 stores')).toBe('Managed 3 stores');
    expect(stripBullet('1. Managed 3 stores')).toBe('Managed 3 stores');
    expect(stripBullet('– Mengelola gudang')).toBe('Mengelola gudang');
    expect(startsWithBullet('2019 – 2020')).toBe(false);
    expect(startsWithBullet('3 tahun pengalaman')).toBe(false);
  });

  it('reads long sentences as bullets even without a mark, but not job title lines', () => {
    expect(isBulletLike('Closed the books every month within 6 working days')).toBe(true);
    expect(isBulletLike('Senior Accountant — PT Sinar Baja Nusantara Surabaya Jawa Timur')).toBe(
      false,
    );
    expect(isBulletLike('Jan 2020')).toBe(false);
  });

  it('finds figures but not dates', () => {
    expect(hasFigure('Jan 2020 – Mar 2021')).toBe(false);
    expect(hasFigure('01/2019 – 2021-03')).toBe(false);
    expect(hasFigure('Cut costs by 12%')).toBe(true);
    expect(hasFigure('Mengelola anggaran Rp150 juta')).toBe(true);
  });
});
