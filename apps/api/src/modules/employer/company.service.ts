// An employer's company: where the account stands, creating a company (its first owner), and
// asking to join an existing one (an owner decides, team.service.ts).
import {
  slugify,
  type CompanyInput,
  type CompanySearchResult,
  type EmployerCompany,
  type EmployerMe,
} from '@jenjang/domain';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { employerError } from './employer.messages';
import { checkReferences } from './employer-validation';
import { requireEmployer, type EmployerActor } from './employer-actor';
import {
  companyExists,
  insertCompanyWithOwner,
  insertJoinRequest,
  searchCompaniesByName,
  selectMembership,
  selectPendingJoinRequestOf,
  slugExists,
  type MembershipRow,
} from './team.queries';

export type CompanyDeps = { db: Database; clock: Clock };

function toCompany(m: MembershipRow): EmployerCompany {
  return {
    id: m.companyId,
    slug: m.slug,
    name: m.name,
    industryId: m.industryId,
    cityId: m.cityId,
    size: m.size,
    website: m.website,
    description: m.description,
  };
}

export async function getEmployerMe(deps: CompanyDeps, actor: EmployerActor): Promise<EmployerMe> {
  requireEmployer(actor);
  const membership = await selectMembership(deps.db, actor.user.id);
  const pending = membership ? null : await selectPendingJoinRequestOf(deps.db, actor.user.id);
  return {
    company: membership ? toCompany(membership) : null,
    memberRole: membership?.role ?? null,
    pendingJoinRequest: pending
      ? {
          id: pending.id,
          companyName: pending.companyName,
          createdAt: new Date(pending.createdAt).toISOString(),
        }
      : null,
  };
}

/** PT/CV and Tbk are legal forms, not names: "PT Maju Jaya Tbk" is /maju-jaya. */
function companySlugBase(name: string): string {
  return slugify(name.replace(/^(PT|CV)\.?\s+/i, '').replace(/,?\s+Tbk\.?$/i, ''), 50);
}

async function freeSlug(db: Database, name: string): Promise<string> {
  const base = companySlugBase(name);
  if (!(await slugExists(db, base))) return base;
  for (let n = 2; n < 10; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await slugExists(db, candidate))) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

export async function createCompany(
  deps: CompanyDeps,
  actor: EmployerActor & { input: CompanyInput },
): Promise<EmployerCompany> {
  requireEmployer(actor);
  if (await selectMembership(deps.db, actor.user.id))
    throw employerError('ALREADY_IN_COMPANY', actor.locale);
  const { input } = actor;
  await checkReferences(
    deps.db,
    { cityId: input.cityId, industryId: input.industryId },
    actor.locale,
  );
  const now = deps.clock.now();
  // The slug is checked first and claimed by the insert; a race for the same one tries again.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slug = await freeSlug(deps.db, input.name);
    let created: string | null | 'member';
    try {
      created = await deps.db.transaction((tx) =>
        insertCompanyWithOwner(tx, {
          slug,
          name: input.name,
          industryId: input.industryId,
          cityId: input.cityId,
          size: input.size,
          website: input.website || null,
          description: input.description,
          ownerId: actor.user.id,
          now,
        }),
      );
    } catch (error) {
      // The one-company index: the same employer created a company in another tab.
      if (!isUniqueViolation(error)) throw error;
      created = 'member';
    }
    if (created === 'member') throw employerError('ALREADY_IN_COMPANY', actor.locale);
    if (created) {
      const membership = await selectMembership(deps.db, actor.user.id);
      return toCompany(membership!);
    }
  }
  throw employerError('ALREADY_IN_COMPANY', actor.locale);
}

export async function searchCompaniesToJoin(
  deps: CompanyDeps,
  actor: EmployerActor & { q: string },
): Promise<CompanySearchResult[]> {
  requireEmployer(actor);
  return searchCompaniesByName(deps.db, { q: actor.q, limit: 10 });
}

export async function requestToJoinCompany(
  deps: CompanyDeps,
  actor: EmployerActor & { companyId: string; message: string },
): Promise<{ id: string }> {
  requireEmployer(actor);
  if (await selectMembership(deps.db, actor.user.id))
    throw employerError('ALREADY_IN_COMPANY', actor.locale);
  if (!(await companyExists(deps.db, actor.companyId)))
    throw employerError('COMPANY_NOT_FOUND', actor.locale);
  const id = await insertJoinRequest(deps.db, {
    companyId: actor.companyId,
    userId: actor.user.id,
    message: actor.message,
    now: deps.clock.now(),
  });
  if (!id) throw employerError('JOIN_REQUEST_PENDING', actor.locale);
  return { id };
}

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (maybe wrapped). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never)
    if (e.code === '23505') return true;
  return false;
}
