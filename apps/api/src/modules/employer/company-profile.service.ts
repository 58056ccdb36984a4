// The company profile editor's use cases: read and change every field of the company page, the
// logo and the workplace photos. Every member (owner or recruiter) edits the profile; changing
// the company's name is for owners (docs/decisions/025). Uploaded images are checked by content
// (company-images.ts) and stored under a content-hash name, so their public address can be
// cached for ever; a stored file is removed once neither the logo nor a photo uses it.
import {
  BENEFITS,
  COMPANY_PHOTOS_MAX,
  CULTURE_VALUE_KEYS,
  companyFilePath,
  fieldMessageText,
  type Benefit,
  type CompanyImagePurpose,
  type CompanyPhotoCaptionInput,
  type CompanyProfilePatch,
  type CompanyProfilePhoto,
  type CultureValueKey,
  type EmployerCompanyProfile,
} from '@jenjang/domain';
import type { Readable } from 'node:stream';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { domainLocale } from '../../platform/error-messages';
import type { FileStorage } from '../../platform/file-storage';
import type { ApiLocale } from '../../platform/locale';
import { validationError } from '../auth/auth.messages';
import { analyzeJobsNow } from '../jobs/search/search-index.service';
import { checkCompanyImage, type CheckedImage } from './company-images';
import { companyProfileError, imageFileError, notFoundError } from './company-profile.messages';
import {
  deletePhotoRow,
  insertPhoto,
  lockProfile,
  replaceLocations,
  rewritePhotoPositions,
  selectExistingCityIds,
  selectJobIdsOfCompany,
  selectLocations,
  selectPhotos,
  selectProfile,
  storageKeyInUse,
  updateJobsIndustry,
  updateLogo,
  updatePhotoCaption,
  updateProfileColumns,
  type PhotoRow,
} from './company-profile.queries';
import { requireMembership, type EmployerActor } from './employer-actor';
import { employerError } from './employer.messages';
import { checkReferences } from './employer-validation';
import type { MembershipRow } from './team.queries';

export type CompanyProfileDeps = {
  db: Database;
  clock: Clock;
  fileStorage: FileStorage;
  log: { warn(details: object, message: string): void };
};

/** The upload's bytes, read only once access is settled (a refused caller's body is not read). */
export type UploadedFile = () => Promise<{ bytes: Buffer }>;

const isCultureValue = (v: string): v is CultureValueKey =>
  (CULTURE_VALUE_KEYS as readonly string[]).includes(v);
const isBenefit = (v: string): v is Benefit => (BENEFITS as readonly string[]).includes(v);

function toPhoto(row: PhotoRow): CompanyProfilePhoto {
  return {
    id: row.id,
    url: row.url,
    captionId: row.captionId,
    captionEn: row.captionEn,
    position: row.position,
  };
}

async function loadProfile(
  db: Database,
  membership: MembershipRow,
): Promise<EmployerCompanyProfile> {
  const companyId = membership.companyId;
  const [row, locations, photos] = await Promise.all([
    selectProfile(db, companyId),
    selectLocations(db, companyId),
    selectPhotos(db, companyId),
  ]);
  if (!row) throw new Error(`company ${companyId} vanished under its member`);
  return {
    id: row.id,
    slug: row.slug,
    memberRole: membership.role,
    name: row.name,
    logoUrl: row.logoUrl,
    descriptionId: row.descriptionId,
    descriptionEn: row.descriptionEn,
    website: row.website,
    size: row.size,
    industryId: row.industryId,
    foundedYear: row.foundedYear,
    fundingStage: row.fundingStage,
    locations,
    cultureValues: row.cultureValues.filter(isCultureValue),
    benefits: row.benefits.filter(isBenefit),
    photos: photos.map(toPhoto),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** GET /v1/employer/company/profile */
export async function getCompanyProfile(
  deps: CompanyProfileDeps,
  actor: EmployerActor,
): Promise<EmployerCompanyProfile> {
  return loadProfile(deps.db, await requireMembership(deps.db, actor));
}

/** The offices' cities must be in the taxonomy: a 400 naming each one that is not. */
async function checkLocationCities(
  db: Database,
  locations: NonNullable<CompanyProfilePatch['locations']>,
  locale: ApiLocale,
): Promise<void> {
  const known = await selectExistingCityIds(
    db,
    locations.map((l) => l.cityId),
  );
  const details = locations.flatMap((location, index) =>
    known.has(location.cityId)
      ? []
      : [
          {
            field: `locations.${index}.cityId`,
            message: fieldMessageText('notAllowed', domainLocale(locale)),
          },
        ],
  );
  if (details.length > 0) throw validationError(locale, details);
}

/** PATCH /v1/employer/company/profile: any subset of the fields; the answer is the profile. */
export async function updateCompanyProfile(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { patch: CompanyProfilePatch },
): Promise<EmployerCompanyProfile> {
  const membership = await requireMembership(deps.db, actor);
  const { locations, ...columns } = actor.patch;
  const renames = columns.name !== undefined && columns.name !== membership.name;
  if (renames && membership.role !== 'owner') throw employerError('OWNER_ONLY', actor.locale);
  await checkReferences(deps.db, { industryId: columns.industryId }, actor.locale);
  if (locations) await checkLocationCities(deps.db, locations, actor.locale);

  const headOffice = locations ? (locations.find((l) => l.isHeadOffice) ?? null) : undefined;
  await deps.db.transaction(async (tx) => {
    const before = await lockProfile(tx, membership.companyId);
    await updateProfileColumns(tx, {
      companyId: membership.companyId,
      patch: columns,
      ...(headOffice !== undefined
        ? {
            headOffice: {
              cityId: headOffice?.cityId ?? null,
              address: headOffice?.address || null,
            },
          }
        : {}),
      now: deps.clock.now(),
    });
    if (locations) await replaceLocations(tx, { companyId: membership.companyId, locations });
    if (columns.industryId !== undefined && columns.industryId !== before.industryId)
      await updateJobsIndustry(tx, {
        companyId: membership.companyId,
        industryId: columns.industryId,
      });
  });
  // Job texts for search hold the company's name: analyse them again, so a search for the new
  // name finds its jobs in the next request (the update renumbered them, migration 0008).
  if (renames)
    await analyzeJobsNow(deps.db, await selectJobIdsOfCompany(deps.db, membership.companyId));
  return loadProfile(deps.db, membership);
}

async function readChecked(
  file: UploadedFile,
  purpose: CompanyImagePurpose,
  locale: ApiLocale,
): Promise<{ bytes: Buffer; image: CheckedImage }> {
  const { bytes } = await file();
  const checked = checkCompanyImage(bytes, purpose);
  if ('problem' in checked) throw imageFileError(checked.problem, purpose, locale);
  return { bytes, image: checked.image };
}

function storedName(companyId: string, image: CheckedImage) {
  const name = `${image.contentHash}.${image.extension}`;
  return {
    storageKey: `company-files/${companyId}/${name}`,
    url: companyFilePath(companyId, name),
  };
}

/** Best effort after a commit: a file nobody uses is harmless, a failed request is not. */
async function removeUnusedFile(deps: CompanyProfileDeps, storageKey: string | null) {
  if (!storageKey) return;
  try {
    if (await storageKeyInUse(deps.db, storageKey)) return;
    await deps.fileStorage.delete(storageKey);
  } catch (error) {
    deps.log.warn({ err: error, storageKey }, 'could not delete an unused company file');
  }
}

/** POST /v1/employer/company/logo: replaces the logo. */
export async function uploadCompanyLogo(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { file: UploadedFile },
): Promise<{ logoUrl: string }> {
  const membership = await requireMembership(deps.db, actor);
  const { bytes, image } = await readChecked(actor.file, 'logo', actor.locale);
  const { storageKey, url } = storedName(membership.companyId, image);
  await deps.fileStorage.put(storageKey, bytes);
  let replaced: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const before = await lockProfile(tx, membership.companyId);
      replaced = before.logoStorageKey;
      await updateLogo(tx, {
        companyId: membership.companyId,
        logoUrl: url,
        storageKey,
        now: deps.clock.now(),
      });
    });
  } catch (error) {
    await removeUnusedFile(deps, storageKey);
    throw error;
  }
  if (replaced !== storageKey) await removeUnusedFile(deps, replaced);
  return { logoUrl: url };
}

/** DELETE /v1/employer/company/logo: the page shows the initials again. */
export async function removeCompanyLogo(
  deps: CompanyProfileDeps,
  actor: EmployerActor,
): Promise<{ logoUrl: null }> {
  const membership = await requireMembership(deps.db, actor);
  const replaced = await deps.db.transaction(async (tx) => {
    const before = await lockProfile(tx, membership.companyId);
    await updateLogo(tx, {
      companyId: membership.companyId,
      logoUrl: null,
      storageKey: null,
      now: deps.clock.now(),
    });
    return before.logoStorageKey;
  });
  await removeUnusedFile(deps, replaced);
  return { logoUrl: null };
}

async function photosOf(db: Database, companyId: string): Promise<CompanyProfilePhoto[]> {
  return (await selectPhotos(db, companyId)).map(toPhoto);
}

/** POST /v1/employer/company/photos: a photo at the end of the gallery (at most 8). */
export async function addCompanyPhoto(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { file: UploadedFile },
): Promise<{ photos: CompanyProfilePhoto[] }> {
  const membership = await requireMembership(deps.db, actor);
  const companyId = membership.companyId;
  // Full already: say so before reading the upload.
  if ((await selectPhotos(deps.db, companyId)).length >= COMPANY_PHOTOS_MAX)
    throw companyProfileError('PHOTO_LIMIT_REACHED', actor.locale);
  const { bytes, image } = await readChecked(actor.file, 'photo', actor.locale);
  const { storageKey, url } = storedName(companyId, image);
  await deps.fileStorage.put(storageKey, bytes);
  try {
    await deps.db.transaction(async (tx) => {
      await lockProfile(tx, companyId);
      const photos = await selectPhotos(tx, companyId);
      if (photos.length >= COMPANY_PHOTOS_MAX)
        throw companyProfileError('PHOTO_LIMIT_REACHED', actor.locale);
      await insertPhoto(tx, { companyId, url, storageKey, position: photos.length });
    });
  } catch (error) {
    await removeUnusedFile(deps, storageKey);
    throw error;
  }
  return { photos: await photosOf(deps.db, companyId) };
}

/** PATCH /v1/employer/company/photos/{id}: the caption in both languages. */
export async function captionCompanyPhoto(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { photoId: string; caption: CompanyPhotoCaptionInput },
): Promise<{ photos: CompanyProfilePhoto[] }> {
  const membership = await requireMembership(deps.db, actor);
  const found = await updatePhotoCaption(deps.db, {
    companyId: membership.companyId,
    photoId: actor.photoId,
    ...actor.caption,
  });
  if (!found) throw notFoundError('photo', actor.locale);
  return { photos: await photosOf(deps.db, membership.companyId) };
}

/** PUT /v1/employer/company/photos/order: every photo of the company once, in the new order. */
export async function reorderCompanyPhotos(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { ids: string[] },
): Promise<{ photos: CompanyProfilePhoto[] }> {
  const membership = await requireMembership(deps.db, actor);
  const companyId = membership.companyId;
  await deps.db.transaction(async (tx) => {
    await lockProfile(tx, companyId);
    const photos = await selectPhotos(tx, companyId);
    const byId = new Map(photos.map((p) => [p.id, p]));
    const ordered = actor.ids.flatMap((id) => {
      const photo = byId.get(id);
      return photo ? [photo] : [];
    });
    if (ordered.length !== photos.length || actor.ids.length !== photos.length)
      throw validationError(actor.locale, [
        {
          field: 'ids',
          message: fieldMessageText('photoOrderMismatch', domainLocale(actor.locale)),
        },
      ]);
    await rewritePhotoPositions(tx, { companyId, photos: ordered });
  });
  return { photos: await photosOf(deps.db, companyId) };
}

/** DELETE /v1/employer/company/photos/{id}: the others close the gap. */
export async function deleteCompanyPhoto(
  deps: CompanyProfileDeps,
  actor: EmployerActor & { photoId: string },
): Promise<{ photos: CompanyProfilePhoto[] }> {
  const membership = await requireMembership(deps.db, actor);
  const companyId = membership.companyId;
  const removed = await deps.db.transaction(async (tx) => {
    await lockProfile(tx, companyId);
    const row = await deletePhotoRow(tx, { companyId, photoId: actor.photoId });
    if (!row) throw notFoundError('photo', actor.locale);
    await rewritePhotoPositions(tx, { companyId, photos: await selectPhotos(tx, companyId) });
    return row;
  });
  await removeUnusedFile(deps, removed.storageKey);
  return { photos: await photosOf(deps.db, companyId) };
}

/** GET /v1/company-files/{companyId}/{name}: a logo or photo some company uses right now. */
export async function openCompanyFile(
  deps: CompanyProfileDeps,
  input: { companyId: string; name: string; locale: ApiLocale },
): Promise<{ stream: Readable; size: number }> {
  const storageKey = `company-files/${input.companyId}/${input.name}`;
  if (!(await storageKeyInUse(deps.db, storageKey))) throw notFoundError('file', input.locale);
  const file = await deps.fileStorage.open(storageKey);
  if (!file) {
    deps.log.warn({ storageKey }, 'the file of a company logo or photo is missing');
    throw notFoundError('file', input.locale);
  }
  return file;
}
