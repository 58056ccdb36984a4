// schema.org Organization of a company page (https://schema.org/Organization): what search
// engines show about an employer. Only facts the page itself shows.
import type { CompanyDetail } from '@jenjang/domain';

type JsonLd = Record<string, unknown>;

/** '51-200' -> 51..200, '5000+' -> at least 5000; other texts are left out. */
export function employeeRange(size: string | null): JsonLd | null {
  if (!size) return null;
  const range = /^(\d+)-(\d+)$/.exec(size);
  if (range)
    return { '@type': 'QuantitativeValue', minValue: Number(range[1]), maxValue: Number(range[2]) };
  const open = /^(\d+)\+$/.exec(size);
  if (open) return { '@type': 'QuantitativeValue', minValue: Number(open[1]) };
  return null;
}

export function buildOrganizationJsonLd(
  company: CompanyDetail,
  options: { url: string; siteUrl: string },
): JsonLd {
  const headOffice = company.locations.find((l) => l.isHeadOffice);
  const city = headOffice?.city ?? company.city?.name ?? null;
  const employees = employeeRange(company.size);
  const logo = company.logoUrl ? new URL(company.logoUrl, options.siteUrl).href : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: options.url,
    ...(company.description ? { description: company.description } : {}),
    ...(logo ? { logo } : {}),
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    ...(employees ? { numberOfEmployees: employees } : {}),
    ...(city
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(headOffice?.address ? { streetAddress: headOffice.address } : {}),
            addressLocality: city,
            addressCountry: 'ID',
          },
        }
      : {}),
    ...(company.industry ? { knowsAbout: company.industry.name } : {}),
  };
}
