// Labels of an analysis shared by the history and the report: its target and its status.
import type { CvReviewStatus, CvReviewTarget } from '@jenjang/domain';
import { fillText } from '@/lib/i18n/client-text';
import type { CvReviewTexts } from './cv-review-texts';

/** "Against: Accountant at PT Maju" / the pasted description's title / null for none. */
export function targetLabel(target: CvReviewTarget | null, texts: CvReviewTexts): string | null {
  if (!target) return null;
  return target.kind === 'job'
    ? fillText(texts.report.targetJob, { title: target.title, company: target.companyName })
    : fillText(texts.report.targetText, { title: target.title });
}

export const STATUS_TONES: Record<CvReviewStatus, string> = {
  queued: 'bg-slate-100 text-slate-800 ring-slate-300',
  reading: 'bg-brand-50 text-brand-900 ring-brand-200',
  analysing: 'bg-brand-50 text-brand-900 ring-brand-200',
  done: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
};
