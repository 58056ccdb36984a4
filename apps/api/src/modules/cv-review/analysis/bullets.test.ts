import { beforeAll, describe, expect, it } from 'vitest';
import { createCvAnalyzer, type CvAnalyzer } from './analyze-cv';
import { cvDocument } from './cv-fixtures.test-helpers';

let analyzer: CvAnalyzer;
beforeAll(() => {
  analyzer = createCvAnalyzer();
});

/** The quotes of the dutiesWithoutResults findings of an experience section holding `lines`. */
function dutyQuotes(heading: string, lines: string[]): (string | null)[] {
  return analyzer
    .analyze({
      document: cvDocument([heading, 'Staff, PT Maju Jaya — Jan 2022 - Des 2024', ...lines]),
      target: null,
      roles: [],
    })
    .aspects.flatMap((aspect) => aspect.findings)
    .filter((finding) => finding.detector === 'dutiesWithoutResults')
    .map((finding) => finding.quote);
}

describe('duties without results', () => {
  it('flags a plain-verb bullet with no figure and no result, in English and Indonesian', () => {
    expect(
      dutyQuotes('Experience', [
        '• Compiled quarterly financial statements',
        '• Processed vendor invoices and payment requests',
      ]),
    ).toEqual([
      '• Compiled quarterly financial statements',
      '• Processed vendor invoices and payment requests',
    ]);
    expect(dutyQuotes('Pengalaman Kerja', ['• Mencatat kunjungan pelanggan ke dalam CRM'])).toEqual(
      ['• Mencatat kunjungan pelanggan ke dalam CRM'],
    );
  });

  it('leaves bullets with a figure, a result word or a result clause alone', () => {
    expect(
      dutyQuotes('Experience', [
        '• Compiled quarterly financial statements for 12 subsidiaries',
        '• Automated bank reconciliations with Excel macros, shortening the month-end close',
        '• Set up a research repository, so product decisions rest on earlier findings',
        '• Reworked the approval flow in SAP, which cut late vendor payments',
      ]),
    ).toEqual([]);
    expect(
      dutyQuotes('Pengalaman Kerja', [
        '• Menagih piutang jatuh tempo dari akun utama, memulihkan saldo yang menunggak',
        '• Menata ulang jalur penjualan di Salesforce sehingga tim menang lebih sering',
      ]),
    ).toEqual([]);
  });

  it('does not take a clause that only says how for a result', () => {
    expect(dutyQuotes('Experience', ['• Processed vendor invoices, using SAP'])).toEqual([
      '• Processed vendor invoices, using SAP',
    ]);
  });

  it('reads a wrapped bullet whose next line starts with a figure as one statement', () => {
    expect(
      dutyQuotes('Experience', [
        '• Ran a yearly engagement survey and action plans with managers, lifting the score from',
        '68 to 79',
        '• Ran a yearly engagement survey with managers and raised the engagement score from',
        '68 to 79',
      ]),
    ).toEqual([]);
  });

  it('does not take a label or a two-word item for a task', () => {
    expect(
      dutyQuotes('Experience', ['• Tools: Excel, SAP, Power BI', '• Remote work', '• Hybrid']),
    ).toEqual([]);
  });

  it('judges only marked bullets: a title or description line without a mark is not a duty', () => {
    expect(
      dutyQuotes('Experience', [
        'Accounts Payable Team',
        'Compiled quarterly financial statements',
      ]),
    ).toEqual([]);
  });
});
