import { describe, expect, it } from 'vitest';
import { findPostingFlags, flagPosting } from './flag-posting';

describe('flagPosting', () => {
  it.each([
    'Pelamar dikenakan biaya pendaftaran Rp150.000 yang dapat dikembalikan.',
    'Silakan transfer ke rekening BCA a.n. HRD sebelum wawancara.',
    'Wajib menyetor uang jaminan seragam sebesar Rp500.000.',
    'Kandidat wajib membayar biaya pelatihan di awal.',
    'Kirimkan uang administrasi ke nomor rekening kami.',
    'A <b>registration fee</b> of Rp 200.000 applies to every applicant.',
    'Candidates must pay a refundable security deposit before onboarding.',
    'Please transfer the fee to our account to book your interview slot.',
  ])('flags a request for money: %s', (text) => {
    expect(flagPosting(text)).toEqual(['asksForMoney']);
  });

  it.each([
    'Kirim foto KTP dan CV ke WhatsApp HRD.',
    'Lampirkan scan e-KTP asli bersama lamaran.',
    'Syarat: selfie sambil memegang KTP.',
    'Send us a photo of your national ID card (KTP) with your CV.',
    'Upload your KTP and a selfie holding your ID card.',
  ])('flags a request for ID-card photos: %s', (text) => {
    expect(flagPosting(text)).toEqual(['asksForIdCard']);
  });

  it('flags both in one posting and names the phrases it found', () => {
    const matches = findPostingFlags(
      '<p>Biaya pendaftaran Rp100.000.</p><p>Kirim foto KTP ke email kami.</p>',
    );
    expect(matches).toEqual([
      { flag: 'asksForMoney', phrase: 'biaya pendaftaran' },
      { flag: 'asksForIdCard', phrase: 'kirim foto ktp' },
    ]);
  });

  it.each([
    'Tidak ada pungutan apa pun selama proses rekrutmen.',
    'Kami menyediakan tunjangan transportasi dan bonus tahunan.',
    'Mampu melakukan transfer knowledge kepada tim baru.',
    'Berpengalaman mengelola rekening koran dan rekonsiliasi bank.',
    'Experience with money transfer products and payment gateways is a plus.',
    'Paham administrasi perkantoran dan pengarsipan KTP pelanggan secara digital.',
    'Competitive salary, medical insurance and a transport allowance.',
  ])('leaves an ordinary posting alone: %s', (text) => {
    expect(flagPosting(text)).toEqual([]);
  });
});
