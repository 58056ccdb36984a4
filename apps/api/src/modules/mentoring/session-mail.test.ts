// The session mails in both languages and the .ics they carry (pure: no database).
import ICAL from 'ical.js';
import { MENTORING_NOTIFICATION_TYPES } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { calendarAttachment, sessionCalendar } from './calendar';
import { sessionEventMail } from './session-mail';

const session = {
  id: '5b1f0c7e-2a51-4d8e-9a55-0c1d2e3f4a5b',
  version: 3,
  startsAt: new Date('2026-12-01T02:00:00Z'),
  endsAt: new Date('2026-12-01T02:45:00Z'),
  mentorName: 'Rina Santoso',
  mentorEmail: 'rina@mentor.test',
  menteeName: 'Ani, "Wijaya"; S.Kom',
  menteeEmail: 'ani@student.test',
  topicName: 'Review CV',
  where: 'Jl. Sudirman No. 1, Jakarta; Lantai 3',
  pageUrl: 'https://jenjang.test/mentoring/my-session',
};

describe('session mails', () => {
  const facts = (recipientRole: 'mentor' | 'mentee') => ({
    recipientRole,
    mentorName: 'Rina Santoso',
    menteeName: 'Ani Wijaya',
    topicName: 'Review CV',
    startsAt: session.startsAt,
    proposedStartsAt: session.endsAt,
    expiresAt: session.endsAt,
    rating: 4,
  });
  const mail = (
    type: (typeof MENTORING_NOTIFICATION_TYPES)[number],
    role: 'mentor' | 'mentee',
    locale: 'id' | 'en',
  ) =>
    sessionEventMail({
      to: 'x@jenjang.test',
      name: 'X',
      type,
      facts: facts(role),
      locale,
      webBaseUrl: 'https://jenjang.test',
    });

  it('has a subject and a sentence for every mentoring type, side and language', () => {
    for (const type of MENTORING_NOTIFICATION_TYPES)
      for (const role of ['mentor', 'mentee'] as const)
        for (const locale of ['id', 'en'] as const) {
          const m = mail(type, role, locale);
          expect(m.subject, `${type} ${locale}`).not.toBe('Jenjang — Jenjang');
          // Greeting, blank line, then the notice's own sentence (not straight to the link).
          const sentence = m.text.split('\n')[2] ?? '';
          expect(sentence, `${type} ${role} ${locale}`).not.toMatch(/^(See my|Lihat sesi|$)/);
        }
  });

  it('tells the mentor the rating and asks the mentee of an automatic completion for a review', () => {
    expect(mail('mentoringSessionCompleted', 'mentor', 'id').text).toContain(
      'Ani Wijaya menilai sesi mentoring tentang Review CV pada 01 Des 2026, 09:00 WIB: 4/5.',
    );
    const mentee = mail('mentoringSessionCompleted', 'mentee', 'en');
    expect(mentee.subject).toBe('Mentoring session completed — Jenjang');
    expect(mentee.text).toContain('Please rate it and leave a review');
    expect(mentee.text).not.toContain('4/5');
  });

  it('tells the side reported absent how to dispute it', () => {
    const en = mail('mentoringNoShowRecorded', 'mentor', 'en');
    expect(en.text).toContain('Ani Wijaya recorded that you did not attend');
    expect(en.text).toContain('contact Jenjang support');
    expect(mail('mentoringNoShowRecorded', 'mentee', 'id').text).toContain(
      'Rina Santoso mencatat bahwa kamu tidak hadir',
    );
  });

  it('writes the mail in the recipient language, with the link to its sessions page', () => {
    const base = {
      to: 'ani@student.test',
      name: 'Ani',
      type: 'mentoringRescheduleProposed' as const,
      facts: {
        recipientRole: 'mentee' as const,
        mentorName: 'Rina Santoso',
        menteeName: 'Ani',
        topicName: 'CV review',
        startsAt: session.startsAt,
        proposedStartsAt: new Date('2026-12-02T07:30:00Z'),
        reason: 'A meeting came up.',
      },
      webBaseUrl: 'https://jenjang.test',
    };
    const en = sessionEventMail({ ...base, locale: 'en' });
    expect(en.subject).toBe('New time proposed for your mentoring session — Jenjang');
    expect(en.text).toContain(
      'Rina Santoso proposed a new time for your mentoring session: 02 Dec 2026, 14:30 WIB (was 01 Dec 2026, 09:00 WIB).',
    );
    expect(en.text).toContain('Reason: A meeting came up.');
    expect(en.text).toContain('https://jenjang.test/en/mentoring/my-session');
    const id = sessionEventMail({
      ...base,
      locale: 'id',
      facts: { ...base.facts, recipientRole: 'mentor' },
    });
    expect(id.text).toContain('https://jenjang.test/mentor');
    expect(id.text).toContain('Alasan: A meeting came up.');
    expect(id.html).not.toContain('"Wijaya"');
  });
});

describe('session calendar', () => {
  it('escapes text as RFC 5545 asks and keeps times in UTC', () => {
    const text = sessionCalendar(session, 'REQUEST', new Date('2026-11-30T01:00:00Z'));
    expect(text).toContain('DTSTART:20261201T020000Z');
    expect(text).toContain('SEQUENCE:3');
    expect(text).toMatch(/LOCATION:Jl\. Sudirman No\. 1\\, Jakarta\\; Lantai 3/);
    const parsed = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(parsed.getFirstPropertyValue('location')).toBe(session.where);
    expect(parsed.getFirstPropertyValue('uid')).toBe(session.id);
  });

  it('marks a cancellation as METHOD:CANCEL and STATUS:CANCELLED', () => {
    const attachment = calendarAttachment(session, 'CANCEL', new Date('2026-11-30T01:00:00Z'));
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(attachment.content).toContain('METHOD:CANCEL');
    expect(attachment.content).toContain('STATUS:CANCELLED');
  });
});
