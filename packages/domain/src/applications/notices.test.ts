import { describe, expect, it } from 'vitest';
import { notificationParamsSchema, type NotificationParams } from '../contracts/notifications';
import {
  applicationBellText,
  applicationMailLines,
  noticePhase,
  offerAnsweredBellText,
} from './notices';

const params = (overrides: Partial<NotificationParams> = {}): NotificationParams =>
  notificationParamsSchema.parse({
    jobRole: 'Staf Admin',
    companyName: 'PT Sinar Jaya',
    ...overrides,
  });

describe('application notices', () => {
  it('names the step an application moved to', () => {
    const moved = params({
      status: 'hrInterview',
      stepName: 'Wawancara HR',
      stepType: 'hrInterview',
    });
    expect(applicationBellText('applicationStatusChanged', moved, 'idn')).toBe(
      'PT Sinar Jaya: lamaranmu untuk Staf Admin masuk tahap Wawancara HR.',
    );
    expect(applicationMailLines('applicationStatusChanged', moved, 'en')).toEqual([
      'Your application to Staf Admin — PT Sinar Jaya moved to Wawancara HR.',
    ]);
  });

  it('tells the candidate of an offer as an offer, on the bell and in the mail', () => {
    const offer = params({
      status: 'offered',
      stepName: 'Interview User',
      stepType: 'userInterview',
    });
    expect(noticePhase('applicationStatusChanged', offer)).toBe('offered');
    expect(applicationBellText('applicationStatusChanged', offer, 'idn')).toBe(
      'PT Sinar Jaya menawarimu posisi Staf Admin. Terima atau tolak tawarannya di halaman Lamaran saya.',
    );
    expect(applicationMailLines('applicationStatusChanged', offer, 'idn')[0]).toContain(
      'menawarimu posisi Staf Admin — PT Sinar Jaya',
    );
  });

  it('says a rejection kindly, in either spelling of the status', () => {
    const rejected = params({ status: 'rejectedBySystem' });
    expect(applicationBellText('applicationStatusChanged', rejected, 'idn')).toBe(
      'PT Sinar Jaya belum bisa melanjutkan lamaranmu untuk Staf Admin. Terima kasih sudah melamar, tetap semangat!',
    );
  });

  it("words the candidate's own endings as theirs", () => {
    expect(
      applicationBellText(
        'applicationStatusChanged',
        params({ status: 'review', withdrawn: true }),
        'idn',
      ),
    ).toBe('Kamu menarik lamaranmu untuk Staf Admin di PT Sinar Jaya.');
    expect(
      applicationBellText(
        'applicationStatusChanged',
        params({ status: 'offered', withdrawn: true }),
        'en',
      ),
    ).toBe('You declined the Staf Admin offer at PT Sinar Jaya. The company has been told.');
    expect(
      applicationBellText('applicationStatusChanged', params({ status: 'accepted' }), 'idn'),
    ).toBe('Tawaran Staf Admin di PT Sinar Jaya sudah kamu terima. Selamat!');
  });

  it('gives a tech test deadline and an interview time in WIB', () => {
    const test = params({ stepName: 'Tes Teknis', deadlineAt: '2026-11-30T16:59:59.000Z' });
    expect(applicationBellText('techTestAssigned', test, 'idn')).toContain(
      '30 Nov 2026, 23:59 WIB',
    );
    expect(applicationMailLines('techTestAssigned', test, 'idn')).toEqual([
      'Ada tes teknis (Tes Teknis) untuk lamaranmu ke Staf Admin — PT Sinar Jaya.',
      'Kumpulkan paling lambat 30 Nov 2026, 23:59 WIB.',
    ]);
    const interview = params({
      stepName: 'Interview HR',
      interviewAt: '2026-12-02T03:00:00.000Z',
      location: 'Kantor Jakarta',
    });
    expect(applicationBellText('interviewScheduled', interview, 'en')).toBe(
      'PT Sinar Jaya scheduled your Interview HR for Staf Admin: 02 Dec 2026, 10:00 WIB, Kantor Jakarta.',
    );
    expect(applicationMailLines('interviewScheduled', interview, 'idn')).toEqual([
      'Kamu diundang wawancara (Interview HR) untuk Staf Admin — PT Sinar Jaya.',
      'Waktu: 02 Des 2026, 10:00 WIB',
      'Tempat: Kantor Jakarta',
    ]);
  });

  it('words expiry, a closed job and an invitation from their phases', () => {
    expect(applicationBellText('applicationExpired', params(), 'idn')).toBe(
      'Lamaranmu untuk Staf Admin di PT Sinar Jaya ditutup: perusahaan tidak merespons tepat waktu.',
    );
    expect(applicationMailLines('applicationExpired', params(), 'en')).toEqual([
      'Your application to Staf Admin — PT Sinar Jaya was closed because the company did not respond in time.',
    ]);
    expect(applicationBellText('applicationJobClosed', params(), 'en')).toBe(
      'PT Sinar Jaya closed the job Staf Admin.',
    );
    expect(
      applicationBellText('applicationInvited', params({ stepName: 'Interview HR' }), 'idn'),
    ).toBe('PT Sinar Jaya mengundangmu ke Interview HR untuk Staf Admin.');
  });

  it("tells the company of the candidate's answer to its offer, in both languages", () => {
    const accepted = params({ candidateName: 'Dewi Lestari', offerDecision: 'accept' });
    expect(offerAnsweredBellText(accepted, 'idn')).toBe(
      'Dewi Lestari menerima tawaran untuk Staf Admin.',
    );
    const declined = params({ candidateName: 'Dewi Lestari', offerDecision: 'decline' });
    expect(offerAnsweredBellText(declined, 'en')).toBe(
      'Dewi Lestari declined the offer for Staf Admin.',
    );
  });
});
