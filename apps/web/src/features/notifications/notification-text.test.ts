import { MENTORING_NOTIFICATION_TYPES } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import types from '../../../messages/idn/notification.json';
import { notificationHref, notificationText, type BellNotification } from './notifications-api';

const labels = {
  types: types.types,
} as unknown as Parameters<typeof notificationText>[0];

const base: BellNotification = {
  id: 'n1',
  type: 'applicationStatusChanged',
  applicationId: 'a1',
  jobId: 'j1',
  mentoringSessionId: null,
  params: {
    jobRole: 'Staf Admin',
    companyName: 'PT Sinar Jaya',
    status: 'hrInterview',
    stepName: 'Wawancara HR',
    stepType: 'hrInterview',
    deadlineDate: null,
    deadlineAt: null,
  },
  readAt: null,
  createdAt: '2026-11-25T02:00:00.000Z',
};

describe('notificationText', () => {
  it('names the step the application moved to', () => {
    expect(notificationText(labels, base, 'idn')).toBe(
      'PT Sinar Jaya: lamaranmu untuk Staf Admin masuk tahap Wawancara HR.',
    );
  });
  it('says what /loker/applied says of the status, from the one definition (both spellings)', () => {
    const rejected = {
      ...base,
      params: { ...base.params, status: 'rejected_by_system' as never, stepName: null },
    };
    expect(notificationText(labels, rejected, 'idn')).toBe(
      'PT Sinar Jaya belum bisa melanjutkan lamaranmu untuk Staf Admin. Terima kasih sudah melamar, tetap semangat!',
    );
    const offered = { ...base, params: { ...base.params, status: 'offered' as const } };
    expect(notificationText(labels, offered, 'en')).toBe(
      'PT Sinar Jaya offered you the Staf Admin job. Accept or decline it in My applications.',
    );
  });
  it('gives a tech test deadline in WIB', () => {
    const test: BellNotification = {
      ...base,
      type: 'techTestAssigned',
      params: { ...base.params, deadlineAt: '2026-11-30T16:59:59.000Z' },
    };
    expect(notificationText(labels, test, 'idn')).toContain('30 Nov 2026, 23:59 WIB');
  });
});

describe('mentoring notifications', () => {
  const session = (
    type: BellNotification['type'],
    params: Partial<BellNotification['params']>,
  ): BellNotification => ({
    ...base,
    type,
    applicationId: null,
    jobId: null,
    mentoringSessionId: 's1',
    params: {
      ...base.params,
      jobRole: '',
      companyName: '',
      status: null,
      stepName: null,
      stepType: null,
      mentorName: 'Rina Wijaya',
      menteeName: 'Budi Santoso',
      startsAt: '2026-12-03T03:00:00.000Z',
      ...params,
    },
  });

  it('tells the mentor who booked and when (WIB), and links to the mentor area', () => {
    const item = session('mentoringSessionRequested', { recipientRole: 'mentor' });
    expect(notificationText(labels, item, 'idn')).toBe(
      'Budi Santoso memesan sesi mentoring denganmu pada 03 Des 2026, 10:00 WIB. Setujui atau tolak.',
    );
    expect(notificationHref(item)).toBe('/mentor');
  });

  it('words a custom request without a time', () => {
    const item = session('mentoringSessionRequested', { recipientRole: 'mentor', startsAt: null });
    expect(notificationText(labels, item, 'idn')).toBe(
      'Budi Santoso mengajukan waktu untuk sesi mentoring denganmu. Pilih waktunya atau tolak.',
    );
  });

  it('names the other party on a cancellation, with the reason, and links the mentee to its sessions', () => {
    const item = session('mentoringSessionCancelled', {
      recipientRole: 'mentee',
      reason: 'Ada rapat mendadak',
    });
    expect(notificationText(labels, item, 'idn')).toBe(
      'Rina Wijaya membatalkan sesi mentoring 03 Des 2026, 10:00 WIB: Ada rapat mendadak',
    );
    expect(notificationHref(item)).toBe('/mentoring/my-session');
  });

  it('gives both times of a proposed reschedule', () => {
    const item = session('mentoringRescheduleProposed', {
      recipientRole: 'mentor',
      proposedStartsAt: '2026-12-04T07:30:00.000Z',
      reason: 'Bentrok',
    });
    expect(notificationText(labels, item, 'idn')).toBe(
      'Budi Santoso mengusulkan waktu baru untuk sesi mentoring: 04 Des 2026, 14:30 WIB (semula 03 Des 2026, 10:00 WIB).',
    );
  });

  it('has a sentence for every mentoring type in both languages', async () => {
    const en = (await import('../../../messages/en/notification.json')).default;
    // Every mentoring type the domain knows, so a new one without a sentence fails here.
    const types = MENTORING_NOTIFICATION_TYPES;
    for (const [type, recipientRole] of types.flatMap((type) =>
      (['mentee', 'mentor'] as const).map((role) => [type, role] as const),
    )) {
      const item = session(type, {
        recipientRole,
        reason: 'x',
        expiresAt: base.createdAt,
        proposedStartsAt: base.createdAt,
        rating: 5,
      });
      const idnText = notificationText(labels, item, 'idn');
      const enText = notificationText({ ...labels, types: en.types } as typeof labels, item, 'en');
      for (const text of [idnText, enText]) {
        expect(text.length).toBeGreaterThan(10);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('tells the mentor the rating and asks the mentee of an automatic completion for a review', () => {
    const toMentor = session('mentoringSessionCompleted', { recipientRole: 'mentor', rating: 4 });
    expect(notificationText(labels, toMentor, 'idn')).toBe(
      'Budi Santoso menilai sesi mentoring 03 Des 2026, 10:00 WIB: 4/5.',
    );
    expect(notificationHref(toMentor)).toBe('/mentor');
    const toMentee = session('mentoringSessionCompleted', { recipientRole: 'mentee' });
    expect(notificationText(labels, toMentee, 'idn')).toBe(
      'Sesi mentoringmu dengan Rina Wijaya pada 03 Des 2026, 10:00 WIB tercatat selesai. Beri nilai dan ulasan.',
    );
    expect(notificationHref(toMentee)).toBe('/mentoring/my-session');
  });

  it('names who recorded the absence and where to dispute it', () => {
    const item = session('mentoringNoShowRecorded', { recipientRole: 'mentor' });
    expect(notificationText(labels, item, 'idn')).toBe(
      'Budi Santoso mencatat kamu tidak hadir di sesi mentoring 03 Des 2026, 10:00 WIB. Jika keliru, hubungi tim dukungan Jenjang.',
    );
  });

  it('keeps application notifications linking to the applications', () => {
    expect(notificationHref(base)).toBe('/loker/applied');
  });
});

describe('a company told of an answered offer', () => {
  const answered = (offerDecision: 'accept' | 'decline'): BellNotification => ({
    ...base,
    type: 'offerAnswered',
    params: { ...base.params, candidateName: 'Dewi Lestari', offerDecision },
  });
  it('says who answered and how, in both languages', () => {
    expect(notificationText(labels, answered('accept'), 'idn')).toBe(
      'Dewi Lestari menerima tawaran untuk Staf Admin.',
    );
    expect(notificationText(labels, answered('decline'), 'en')).toBe(
      'Dewi Lestari declined the offer for Staf Admin.',
    );
  });
  it("leads to the candidate's page on the board", () => {
    expect(notificationHref(answered('accept'))).toBe('/employer/jobs/j1/applicants/a1');
  });
});
