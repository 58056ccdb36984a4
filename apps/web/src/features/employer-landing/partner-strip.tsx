import { EMPLOYER_PARTNERS, PARTNER_COUNT_CLAIM, type PartnerLogo } from '@jenjang/domain';
import { CompanyLogo } from '@/features/companies/company-logo';

/** A partner's logo: its generated mark, then its name. */
function PartnerMark({ partner }: { partner: PartnerLogo }) {
  return (
    <li
      className="flex w-[var(--mobile-width)] items-center gap-2 md:w-[var(--width)]"
      style={
        {
          '--width': `${partner.width}px`,
          '--mobile-width': `${partner.mobileWidth}px`,
        } as React.CSSProperties
      }
    >
      <CompanyLogo name={partner.name} logoUrl={null} className="size-9 rounded-md" />
      <span className="text-sm font-semibold leading-tight text-slate-700">{partner.name}</span>
    </li>
  );
}

export function PartnerStrip({
  heading,
  more,
  note,
}: {
  heading: string;
  /** "{count}+ more", filled here with the claim. */
  more: (count: number) => string;
  note: string;
}) {
  return (
    <section aria-labelledby="partners-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-10 md:px-6">
        <h2 id="partners-heading" className="text-center text-lg font-bold text-slate-900">
          {heading}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-8 gap-y-5">
          {EMPLOYER_PARTNERS.map((partner) => (
            <PartnerMark key={partner.name} partner={partner} />
          ))}
          <li className="rounded-full bg-brand-50 px-4 py-2 text-sm font-bold text-brand-800">
            {more(PARTNER_COUNT_CLAIM)}
          </li>
        </ul>
        <p className="mt-4 text-center text-xs text-slate-600">{note}</p>
      </div>
    </section>
  );
}
