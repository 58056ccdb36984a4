import { describe, expect, it } from 'vitest';
import { activeFromDiPassive, englishPassive, indonesianPassive } from './passive';

describe('passive voice', () => {
  it('finds Indonesian di- passives but not roots that start with "di"', () => {
    for (const bullet of [
      'Dilakukan pengecekan stok',
      'Diberikan tugas mengelola kas',
      'Ditugaskan ke cabang Bandung',
      'Dipercaya memimpin tim',
    ]) {
      expect(indonesianPassive(bullet)).not.toBeNull();
    }
    for (const bullet of [
      'Disiplin dan teliti',
      'Diskusi rutin dengan klien',
      'Distribusi barang ke 20 toko',
      'Digital marketing untuk UMKM',
      'Direktur keuangan',
      'Dinas pendidikan',
      'Diploma 3 Akuntansi',
    ]) {
      expect(indonesianPassive(bullet)).toBeNull();
    }
  });

  it('turns a di- passive into the me- active with its nasal', () => {
    expect(activeFromDiPassive('Dilakukan')).toBe('Melakukan');
    expect(activeFromDiPassive('diberikan')).toBe('Memberikan');
    expect(activeFromDiPassive('ditulis')).toBe('Menulis');
    expect(activeFromDiPassive('disusun')).toBe('Menyusun');
    expect(activeFromDiPassive('dikelola')).toBe('Mengelola');
    expect(activeFromDiPassive('dipantau')).toBe('Memantau');
  });

  it('finds "was/were + participle" but not adjectives', () => {
    expect(englishPassive('Reports were prepared weekly')).toMatchObject({
      auxiliary: 'were',
      participle: 'prepared',
    });
    expect(englishPassive('Was given the lead of 3 projects')).toMatchObject({
      participle: 'given',
    });
    expect(englishPassive('Was interested in data')).toBeNull();
    expect(englishPassive('Was responsible for payroll')).toBeNull();
  });
});
