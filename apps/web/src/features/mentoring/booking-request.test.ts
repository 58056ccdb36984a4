import { describe, expect, it } from 'vitest';
import {
  checkAttachment,
  checkBookingValues,
  contractIssues,
  initialBookingValues,
  toBookingRequest,
  type BookingFormValues,
} from './booking-request';

const MENTOR = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';
const now = new Date('2026-11-27T03:00:00Z'); // 10:00 WIB

const filled = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...initialBookingValues(['online', 'offline']),
  startsAt: '2026-11-30T02:00:00.000Z',
  topicId: '4',
  commitment: true,
  ...over,
});

describe('checkBookingValues', () => {
  it('asks for a slot, a topic and the commitment', () => {
    expect(checkBookingValues(initialBookingValues(['online']), now)).toEqual({
      startsAt: 'slot.required',
      topicId: 'topic.required',
      commitment: 'commitment.required',
    });
    expect(checkBookingValues(filled(), now)).toEqual({});
  });

  it('checks proposed windows: complete, in order, in the future', () => {
    const values = filled({
      bookingType: 'custom',
      startsAt: '',
      windows: [
        { date: '2026-11-30', start: '09:00', end: '' },
        { date: '2026-11-30', start: '11:00', end: '10:00' },
        { date: '2026-11-27', start: '08:00', end: '09:00' },
      ],
    });
    expect(checkBookingValues(values, now)).toEqual({
      'windows.0.date': 'request.required',
      'windows.1.end': 'request.order',
      'windows.2.date': 'request.past',
    });
  });
});

describe('toBookingRequest', () => {
  it('books a slot', () => {
    const request = toBookingRequest(filled({ notes: '  CV saya  ', mode: 'offline' }), MENTOR);
    expect(request).toEqual({
      mentorId: MENTOR,
      topicId: 4,
      notes: 'CV saya',
      mode: 'offline',
      commitment: true,
      bookingType: 'slot',
      startsAt: '2026-11-30T02:00:00.000Z',
    });
    expect(contractIssues(request)).toEqual([]);
  });

  it('turns WIB windows into instants', () => {
    const request = toBookingRequest(
      filled({
        bookingType: 'custom',
        windows: [{ date: '2026-12-01', start: '19:00', end: '21:00' }],
      }),
      MENTOR,
    );
    expect(request).toMatchObject({
      bookingType: 'custom',
      requestedWindows: [
        { startsAt: '2026-12-01T12:00:00.000Z', endsAt: '2026-12-01T14:00:00.000Z' },
      ],
    });
    expect(contractIssues(request)).toEqual([]);
  });

  it('lets the contract name what the form does not check', () => {
    const issues = contractIssues(toBookingRequest(filled({ topicId: 'x' }), MENTOR));
    expect(issues.map((i) => i.field)).toEqual(['topicId']);
    const none = contractIssues(
      toBookingRequest(filled({ bookingType: 'custom', windows: [] }), MENTOR),
    );
    expect(none.map((i) => i.field)).toEqual(['windows.0.date']);
  });
});

describe('checkAttachment', () => {
  it('takes a PDF or DOCX up to 5 MB', () => {
    expect(checkAttachment({ name: 'cv.pdf', type: 'application/pdf', size: 200_000 })).toBeNull();
    expect(checkAttachment({ name: 'CV.DOCX', type: '', size: 1_000 })).toBeNull();
    expect(checkAttachment({ name: 'cv.png', type: 'image/png', size: 1_000 })).toBe('wrongType');
    expect(
      checkAttachment({ name: 'cv.pdf', type: 'application/pdf', size: 6 * 1024 * 1024 }),
    ).toBe('tooLarge');
  });
});
