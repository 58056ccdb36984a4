// SQL of the company profile editor: the profile's columns, its offices, its logo and photos.
// Every statement names the actor's company, so another company's row is never touched.
import type { CompanyProfilePatch, FundingStage } from '@jenjang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../platform/db';

export type CompanyProfileRow = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  logoStorageKey: string | null;
  descriptionId: string;
  descriptionEn: string;
  website: string | null;
  size: string | null;
  industryId: number | null;
  foundedYear: number | null;
  fundingStage: FundingStage | null;
  cultureValues: string[];
  benefits: string[];
  updatedAt: Date | string;
};

const PROFILE_COLUMNS = sql`id, slug, name, logo_url AS "logoUrl",
  logo_storage_key AS "logoStorageKey", description_id AS "descriptionId",
  description_en AS "descriptionEn", website, size, industry_id AS "industryId",
  founded_year AS "foundedYear", funding_stage AS "fundingStage",
  culture_values AS "cultureValues", benefits, updated_at AS "updatedAt"`;

export async function selectProfile(
  db: Database,
  companyId: string,
): Promise<CompanyProfileRow | null> {
  const [row] = await selectRows<CompanyProfileRow>(
    db,
    sql`SELECT ${PROFILE_COLUMNS} FROM companies WHERE id = ${companyId}::uuid`,
  );
  return row ?? null;
}

/** The company row locked for this transaction: edits of one company run one after another. */
export async function lockProfile(tx: Database, companyId: string): Promise<CompanyProfileRow> {
  const [row] = await selectRows<CompanyProfileRow>(
    tx,
    sql`SELECT ${PROFILE_COLUMNS} FROM companies WHERE id = ${companyId}::uuid FOR UPDATE`,
  );
  if (!row) throw new Error(`company ${companyId} vanished under its member`);
  return row;
}

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/** The columns a patch sets (locations are their own table, see replaceLocations). */
function patchColumns(patch: Omit<CompanyProfilePatch, 'locations'>): SQL[] {
  const set: SQL[] = [];
  if (patch.name !== undefined) set.push(sql`name = ${patch.name}`);
  if (patch.descriptionId !== undefined) set.push(sql`description_id = ${patch.descriptionId}`);
  if (patch.descriptionEn !== undefined) set.push(sql`description_en = ${patch.descriptionEn}`);
  if (patch.website !== undefined) set.push(sql`website = ${patch.website || null}`);
  if (patch.size !== undefined) set.push(sql`size = ${patch.size}`);
  if (patch.industryId !== undefined) set.push(sql`industry_id = ${patch.industryId}::int`);
  if (patch.foundedYear !== undefined) set.push(sql`founded_year = ${patch.foundedYear}::int`);
  if (patch.fundingStage !== undefined) set.push(sql`funding_stage = ${patch.fundingStage}`);
  if (patch.cultureValues !== undefined)
    set.push(sql`culture_values = ${textArray(patch.cultureValues)}`);
  if (patch.benefits !== undefined) set.push(sql`benefits = ${textArray(patch.benefits)}`);
  return set;
}

export async function updateProfileColumns(
  tx: Database,
  input: {
    companyId: string;
    patch: Omit<CompanyProfilePatch, 'locations'>;
    /** The head office, when the offices were replaced: the company's city and address. */
    headOffice?: { cityId: number | null; address: string | null };
    now: Date;
  },
): Promise<void> {
  const set = patchColumns(input.patch);
  if (input.headOffice) {
    set.push(sql`city_id = ${input.headOffice.cityId}::int`);
    set.push(sql`address = ${input.headOffice.address}`);
  }
  set.push(sql`updated_at = ${input.now}`);
  await tx.execute(
    sql`UPDATE companies SET ${sql.join(set, sql`, `)} WHERE id = ${input.companyId}::uuid`,
  );
}

export async function selectLocations(
  db: Database,
  companyId: string,
): Promise<{ cityId: number; address: string; isHeadOffice: boolean }[]> {
  return selectRows(
    db,
    sql`SELECT l.city_id AS "cityId", l.address, l.is_head_office AS "isHeadOffice"
        FROM company_locations l JOIN cities ci ON ci.id = l.city_id
        WHERE l.company_id = ${companyId}::uuid
        ORDER BY l.is_head_office DESC, ci.name`,
  );
}

export async function replaceLocations(
  tx: Database,
  input: {
    companyId: string;
    locations: readonly { cityId: number; address: string; isHeadOffice: boolean }[];
  },
): Promise<void> {
  await tx.execute(sql`DELETE FROM company_locations WHERE company_id = ${input.companyId}::uuid`);
  if (input.locations.length === 0) return;
  const rows = input.locations.map(
    (l) => sql`(${input.companyId}::uuid, ${l.cityId}::int, ${l.address}, ${l.isHeadOffice})`,
  );
  await tx.execute(
    sql`INSERT INTO company_locations (company_id, city_id, address, is_head_office)
        VALUES ${sql.join(rows, sql`, `)}`,
  );
}

/** Which of these city ids the taxonomy has. */
export async function selectExistingCityIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM cities WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Jobs read the company's industry without a join (filters): follow a change at once. */
export async function updateJobsIndustry(
  tx: Database,
  input: { companyId: string; industryId: number | null },
): Promise<void> {
  await tx.execute(
    sql`UPDATE jobs SET industry_id = ${input.industryId}::int
        WHERE company_id = ${input.companyId}::uuid
          AND industry_id IS DISTINCT FROM ${input.industryId}::int`,
  );
}

export async function selectJobIdsOfCompany(db: Database, companyId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`SELECT id FROM jobs WHERE company_id = ${companyId}::uuid`,
  );
  return rows.map((r) => r.id);
}

export type PhotoRow = {
  id: string;
  url: string;
  captionId: string;
  captionEn: string;
  position: number;
  storageKey: string | null;
};

export async function selectPhotos(db: Database, companyId: string): Promise<PhotoRow[]> {
  return selectRows(
    db,
    sql`SELECT id, url, caption_id AS "captionId", caption_en AS "captionEn", position,
               storage_key AS "storageKey"
        FROM company_photos WHERE company_id = ${companyId}::uuid ORDER BY position`,
  );
}

export async function insertPhoto(
  tx: Database,
  input: { companyId: string; url: string; storageKey: string; position: number },
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO company_photos (company_id, url, storage_key, position)
        VALUES (${input.companyId}::uuid, ${input.url}, ${input.storageKey}, ${input.position})`,
  );
}

/** false: the company has no such photo. */
export async function updatePhotoCaption(
  db: Database,
  input: { companyId: string; photoId: string; captionId: string; captionEn: string },
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`UPDATE company_photos SET caption_id = ${input.captionId}, caption_en = ${input.captionEn}
        WHERE id = ${input.photoId}::uuid AND company_id = ${input.companyId}::uuid
        RETURNING id`,
  );
  return rows.length > 0;
}

export async function deletePhotoRow(
  tx: Database,
  input: { companyId: string; photoId: string },
): Promise<PhotoRow | null> {
  const [row] = await selectRows<PhotoRow>(
    tx,
    sql`DELETE FROM company_photos
        WHERE id = ${input.photoId}::uuid AND company_id = ${input.companyId}::uuid
        RETURNING id, url, caption_id AS "captionId", caption_en AS "captionEn", position,
                  storage_key AS "storageKey"`,
  );
  return row ?? null;
}

/**
 * Positions 0..n-1 in the given order. The unique (company, position) index is checked row by
 * row and positions may only be 0..7, so the rows are taken out and put back with their ids.
 */
export async function rewritePhotoPositions(
  tx: Database,
  input: { companyId: string; photos: readonly PhotoRow[] },
): Promise<void> {
  await tx.execute(sql`DELETE FROM company_photos WHERE company_id = ${input.companyId}::uuid`);
  if (input.photos.length === 0) return;
  const rows = input.photos.map(
    (p, position) =>
      sql`(${p.id}::uuid, ${input.companyId}::uuid, ${p.url}, ${p.captionId}, ${p.captionEn},
           ${position}, ${p.storageKey})`,
  );
  await tx.execute(
    sql`INSERT INTO company_photos (id, company_id, url, caption_id, caption_en, position,
                                    storage_key)
        VALUES ${sql.join(rows, sql`, `)}`,
  );
}

export async function updateLogo(
  tx: Database,
  input: { companyId: string; logoUrl: string | null; storageKey: string | null; now: Date },
): Promise<void> {
  await tx.execute(
    sql`UPDATE companies SET logo_url = ${input.logoUrl}, logo_storage_key = ${input.storageKey},
                             updated_at = ${input.now}
        WHERE id = ${input.companyId}::uuid`,
  );
}

/** Whether the company's logo or a photo still uses this stored file (same content, same key). */
export async function storageKeyInUse(tx: Database, storageKey: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`SELECT 1 AS one FROM companies WHERE logo_storage_key = ${storageKey}
        UNION ALL
        SELECT 1 AS one FROM company_photos WHERE storage_key = ${storageKey}
        LIMIT 1`,
  );
  return rows.length > 0;
}
