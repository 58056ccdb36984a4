import { EMPLOYER_PLANS } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { comparisonCell, COMPARISON_ROWS } from './plan-comparison';

const plan = (id: string) => EMPLOYER_PLANS.find((p) => p.id === id)!;

describe('plan comparison', () => {
  it('words limits as counts, "unlimited" for none and "not included" for zero', () => {
    expect(comparisonCell(plan('free'), 'activeJobs')).toEqual({
      kind: 'count',
      value: 3,
      perMonth: false,
    });
    expect(comparisonCell(plan('enterprise'), 'activeJobs')).toEqual({ kind: 'unlimited' });
    expect(comparisonCell(plan('free'), 'featuredJobs')).toEqual({
      kind: 'included',
      value: false,
    });
    expect(comparisonCell(plan('growth'), 'featuredJobs')).toEqual({
      kind: 'count',
      value: 8,
      perMonth: true,
    });
    expect(comparisonCell(plan('growth'), 'support')).toEqual({
      kind: 'level',
      group: 'support',
      value: 'chat',
    });
  });

  it('has a cell for every row of every plan', () => {
    for (const p of EMPLOYER_PLANS) {
      for (const row of COMPARISON_ROWS) expect(comparisonCell(p, row)).toBeDefined();
    }
  });
});
