// The person a corpus CV belongs to, and the contact line with the planted contact defects:
// a detail left out (missingContact) or written wrongly (malformedContact).
import { CITIES, FIRST_NAMES, LAST_NAMES, MAIL_DOMAINS } from './corpus-vocabulary';
import type { SeededRandom } from './seeded-random';

export type CorpusPerson = {
  name: string;
  city: string;
  phone: string;
  email: string;
  linkedIn: string;
};

export function createPerson(random: SeededRandom): CorpusPerson {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const digits = (n: number) => Array.from({ length: n }, () => random.integer(0, 9)).join('');
  const slug = `${first}.${last}`.toLowerCase();
  return {
    name: `${first} ${last}`,
    city: random.pick(CITIES),
    phone: `+62 8${random.integer(11, 59)}-${digits(4)}-${digits(4)}`,
    email: `${slug}@${random.pick(MAIL_DOMAINS)}`,
    linkedIn: `linkedin.com/in/${slug.replace('.', '-')}`,
  };
}

export type ContactDefects = { missing: boolean; malformed: boolean };

export type ContactLine = {
  text: string;
  /** What was left out, for the label. */
  missing: ('email' | 'phone')[];
  /** The malformed detail as written, for the label. */
  malformed: string | null;
};

/**
 * "City | phone | email | LinkedIn". A missing detail is dropped; a malformed one keeps its
 * place but cannot be used (an address without a domain ending, a phone number too short or
 * too long). When both defects are planted they touch different details.
 */
export function contactLine(
  person: CorpusPerson,
  defects: ContactDefects,
  random: SeededRandom,
): ContactLine {
  let phone: string | null = person.phone;
  let email: string | null = person.email;
  const missing: ContactLine['missing'] = [];
  let malformed: string | null = null;
  if (defects.missing) {
    const drop = defects.malformed
      ? random.pick(['email', 'phone'] as const)
      : random.pick(['email', 'phone', 'both'] as const);
    if (drop === 'email' || drop === 'both') {
      email = null;
      missing.push('email');
    }
    if (drop === 'phone' || drop === 'both') {
      phone = null;
      missing.push('phone');
    }
  }
  if (defects.malformed) {
    const local = person.email.split('@')[0]!;
    const broken =
      email !== null && (phone === null || random.next() < 0.5)
        ? { email: random.pick([`${local}@example`, `${local}@example,com`]) }
        : { phone: random.pick(['+62 812-34', '0812 3456 7890 1234']) };
    if (broken.email !== undefined) email = malformed = broken.email;
    else phone = malformed = broken.phone ?? null;
  }
  const parts = [person.city, phone, email, person.linkedIn].filter((p): p is string => p !== null);
  return { text: parts.join(' | '), missing, malformed };
}
