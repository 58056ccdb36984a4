import { describe, expect, it } from 'vitest';
import types from '../../../messages/idn/notification.json';
import applied from '../../../messages/idn/profile.json';
import { notificationText, type BellNotification } from './notifications-api';

const labels = {
  types: types.types,
  statuses: applied.appliedJobs.status,
} as unknown as Parameters<typeof notificationText>[0];

const base: BellNotification = {
  id: 'n1',
  type: 'applicationStatusChanged',
  applicationId: 'a1',
  jobId: 'j1',
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
      'PT Sinar Jaya: lamaranmu untuk Staf Admin pindah ke Wawancara HR.',
    );
  });
  it('names a status without a step as /loker/applied does (both spellings)', () => {
    const rejected = {
      ...base,
      params: { ...base.params, status: 'rejected_by_system' as never, stepName: null },
    };
    expect(notificationText(labels, rejected, 'idn')).toContain('pindah ke Ditolak.');
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
