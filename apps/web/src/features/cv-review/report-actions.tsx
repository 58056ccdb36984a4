'use client';

// Print (the print stylesheet shows the whole report) and the PDF of the report.
import { Download, Printer } from 'lucide-react';
import { buttonStyles } from '@/features/shell/button-styles';
import { reportPdfUrl } from './cv-review-api';

export function ReportActions({
  reviewId,
  texts,
}: {
  reviewId: string;
  texts: { print: string; downloadPdf: string };
}) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" onClick={() => window.print()} className={buttonStyles.onDark}>
        <Printer aria-hidden className="size-4" />
        {texts.print}
      </button>
      <a href={reportPdfUrl(reviewId)} download className={buttonStyles.onDark}>
        <Download aria-hidden className="size-4" />
        {texts.downloadPdf}
      </a>
    </div>
  );
}
