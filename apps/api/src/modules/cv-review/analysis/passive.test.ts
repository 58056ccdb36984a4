import { beforeAll, describe, expect, it } from 'vitest';
import type NSpell from 'nspell';
import { createCvAnalyzer } from './analyze-cv';
import { cvDocument } from './cv-fixtures.test-helpers';
import { activeFromDiPassive, englishPassive, indonesianPassive } from './passive';
import { loadIndonesianDictionary } from './spelling-dictionaries';

let indonesian: NSpell;
beforeAll(() => {
  indonesian = loadIndonesianDictionary();
});

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

  it('knows irregular participles that CVs use: forecast, cut, rewritten, rebuilt', () => {
    for (const [bullet, participle] of [
      ['Weekly demand was forecast across warehouses', 'forecast'],
      ['Server costs were cut by 30%', 'cut'],
      ['Product pages were rewritten around search intent', 'rewritten'],
    ] as const) {
      expect(englishPassive(bullet)).toMatchObject({ participle });
    }
  });

  it('finds a di- passive after its subject, checked with the Indonesian dictionary', () => {
    for (const [bullet, word] of [
      ['Proses wawancara untuk posisi teknik dirancang ulang, memangkas waktu 38%', 'dirancang'],
      ['Tenaga penjual distributor dilatih tentang lini produk baru', 'dilatih'],
      ['Dasbor harga dibuat di Looker Studio untuk 60 manajer', 'dibuat'],
      ['Arsip kontrak dipindahkan ke sistem baru dalam 2 bulan', 'dipindahkan'],
      // The dictionary lists "merekrut" but not "direkrut"; the analyzer adds its di- form.
      ['Tenaga penjualan direkrut untuk cabang baru di Jawa dan Bali', 'direkrut'],
    ] as const) {
      expect(indonesianPassive(bullet, indonesian)?.word, bullet).toBe(word);
    }
    for (const bullet of [
      'Kampanye pemasaran digital untuk 40 UMKM',
      'Laporan bulanan untuk direktur keuangan',
      'Rapat mingguan dan diskusi dengan distributor',
      'Pelatihan disiplin kerja untuk staf gudang',
      'Lulusan diploma akuntansi dengan IPK 3,6',
      'Perjalanan dinas ke 12 cabang',
      'Stok di gudang Bekasi dan di toko',
      'Membangun dasbor yang dipakai 60 manajer setiap minggu',
      'Menyusun laporan keuangan, dibantu 2 staf junior',
    ]) {
      expect(indonesianPassive(bullet, indonesian), bullet).toBeNull();
    }
  });

  it('looks past the opening word only when asked: a title line may go on with a passive', () => {
    const title = 'Staf Gudang — PT Maju Jaya, ditempatkan di Surabaya';
    expect(indonesianPassive(title, indonesian)?.word).toBe('ditempatkan');
    expect(indonesianPassive(title, indonesian, { openingOnly: true })).toBeNull();
    expect(
      indonesianPassive('Ditempatkan di gudang Surabaya', indonesian, { openingOnly: true }),
    ).not.toBeNull();
  });

  it('rewrites a subject-first passive bullet as an active one', () => {
    const analysis = createCvAnalyzer().analyze({
      document: cvDocument([
        'Pengalaman Kerja',
        'Staf Rekrutmen, PT Maju — Jan 2023 - Des 2024',
        '• Proses wawancara untuk posisi teknik dirancang ulang, memangkas waktu rekrutmen 38%',
        '• Data pelanggan dari sistem lama dibersihkan dan digabungkan, menghapus 180.000 data ganda',
      ]),
      target: null,
      roles: [],
    });
    const [finding, second] = analysis.aspects
      .flatMap((aspect) => aspect.findings)
      .filter((f) => f.detector === 'passiveVoice');
    expect(second?.suggestion).toMatch(
      /^Membersihkan dan menggabungkan data pelanggan dari sistem lama, menghapus/,
    );
    expect(finding?.suggestion).toMatch(
      /^Merancang ulang proses wawancara untuk posisi teknik, memangkas waktu rekrutmen 38%/,
    );
  });
});
