import { describe, expect, it } from 'vitest';
import { pipelineColumnOf, pipelineColumnOrder } from './columns';
import { csvCell, csvRow } from './csv';
import { wibDateTimeToInstant } from './interview-time';

const base = { withdrawn: false, recruitmentStepId: null, waitListedByEmployer: false };

describe('pipelineColumnOf', () => {
  it('puts a new application in applied, an employer wait-list in waitListed', () => {
    expect(pipelineColumnOf({ ...base, status: 'waitListed' })).toBe('applied');
    expect(pipelineColumnOf({ ...base, status: 'review' })).toBe('applied');
    expect(pipelineColumnOf({ ...base, status: 'waitListed', waitListedByEmployer: true })).toBe(
      'waitListed',
    );
  });
  it('puts step statuses in their step, offers together, endings in rejected', () => {
    expect(pipelineColumnOf({ ...base, status: 'hrInterview', recruitmentStepId: 's1' })).toBe(
      's1',
    );
    expect(
      pipelineColumnOf({ ...base, status: 'techTestSubmitted', recruitmentStepId: 's2' }),
    ).toBe('s2');
    expect(pipelineColumnOf({ ...base, status: 'accepted' })).toBe('offered');
    expect(pipelineColumnOf({ ...base, status: 'expired' })).toBe('rejected');
    expect(
      pipelineColumnOf({
        ...base,
        status: 'hrInterview',
        recruitmentStepId: 's1',
        withdrawn: true,
      }),
    ).toBe('rejected');
  });
  it('orders the board: applied, steps, offered, rejected, wait-listed', () => {
    expect(pipelineColumnOrder(['a', 'b'])).toEqual([
      'applied',
      'a',
      'b',
      'offered',
      'rejected',
      'waitListed',
    ]);
  });
});

describe('csv', () => {
  it('quotes per RFC 4180', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });
  it('neutralises formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+62 812')).toBe("'+62 812");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-1)).toBe('-1');
  });
});

describe('wibDateTimeToInstant', () => {
  it('reads WIB wall-clock time', () => {
    expect(wibDateTimeToInstant('2026-12-01', '09:30')?.toISOString()).toBe(
      '2026-12-01T02:30:00.000Z',
    );
    expect(wibDateTimeToInstant('2026-12-01', '03:00')?.toISOString()).toBe(
      '2026-11-30T20:00:00.000Z',
    );
  });
  it('refuses dates and times that do not exist', () => {
    expect(wibDateTimeToInstant('2026-02-30', '09:00')).toBeNull();
    expect(wibDateTimeToInstant('2026-12-01', '24:00')).toBeNull();
    expect(wibDateTimeToInstant('2026-13-01', '09:00')).toBeNull();
    expect(wibDateTimeToInstant('1 Dec', '09:00')).toBeNull();
  });
});
