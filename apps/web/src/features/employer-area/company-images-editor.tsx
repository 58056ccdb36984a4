'use client';

import {
  COMPANY_IMAGE_ACCEPT,
  COMPANY_IMAGE_LIMITS,
  COMPANY_PHOTOS_MAX,
  detectCompanyImageKind,
  type CompanyImagePurpose,
  type CompanyProfilePhoto,
  type Locale,
} from '@jenjang/domain';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { CompanyLogo } from '@/features/companies/company-logo';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { uploadFile } from '@/lib/api/upload-file';
import { ApiRequestError } from '@/lib/auth/browser-api';
import { EMPLOYER_PATHS } from './employer-paths';
import { useEmployerAction } from './use-employer-action';

type Photos = { data: { photos: CompanyProfilePhoto[] } };
type Upload = { progress: number; preview: string; error: null } | { error: string };

const MB = 1024 * 1024;
const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6';
/** Buttons that may be unavailable (first photo's "up", an unchanged caption) look it. */
const secondary = `${buttonStyles.secondary} disabled:cursor-not-allowed disabled:opacity-50`;

/**
 * What the browser can tell before sending: the size and the first bytes (PNG, JPEG or WebP).
 * The API checks the whole file again; this only saves a slow upload that would be refused.
 */
async function precheck(
  file: File,
  purpose: CompanyImagePurpose,
): Promise<'tooLarge' | 'wrongType' | null> {
  if (file.size > COMPANY_IMAGE_LIMITS[purpose].maxBytes) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectCompanyImageKind(head) ? null : 'wrongType';
}

/** One upload at a time per purpose: a local preview, progress, the API's refusal in words. */
function useUpload(purpose: CompanyImagePurpose, locale: Locale) {
  const t = useTranslations('employer.area.company.images');
  const [state, setState] = useState<Upload | null>(null);
  async function send<T>(path: string, file: File): Promise<T | null> {
    const problem = await precheck(file, purpose);
    if (problem) {
      setState({
        error: t(problem, { max: COMPANY_IMAGE_LIMITS[purpose].maxBytes / MB }),
      });
      return null;
    }
    const preview = URL.createObjectURL(file);
    setState({ progress: 0, preview, error: null });
    try {
      const answer = (await uploadFile(path, file, {
        language: locale === 'en' ? 'en' : 'id',
        onProgress: (progress) => setState({ progress, preview, error: null }),
      })) as T;
      setState(null);
      return answer;
    } catch (error) {
      setState({
        error: error instanceof ApiRequestError ? fileMessage(error) : t('uploadFailed'),
      });
      return null;
    } finally {
      URL.revokeObjectURL(preview);
    }
  }
  return { state, send };
}

/** The reason the API gave for the file field, else its general sentence. */
function fileMessage(error: ApiRequestError): string {
  const details = Array.isArray(error.details)
    ? (error.details as { field?: string; message?: string }[])
    : [];
  return details.find((d) => d.field === 'file')?.message ?? error.message;
}

function UploadStatus({ state, label }: { state: Upload | null; label: string }) {
  const t = useTranslations('employer.area.company.images');
  if (!state) return null;
  if (state.error !== null)
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {state.error}
      </p>
    );
  const percent = Math.round(state.progress * 100);
  return (
    <div className="flex items-center gap-3" role="status">
      <img
        src={state.preview}
        alt=""
        className="size-12 rounded-lg border border-slate-200 object-cover"
      />
      <div className="flex-1">
        <label className="block text-sm text-slate-700">
          {t('uploading', { percent })}
          <progress
            className="mt-1 block h-2 w-full"
            max={100}
            value={percent}
            aria-label={label}
          />
        </label>
      </div>
    </div>
  );
}

/** A file input that looks like a button; the keyboard reaches it like any input. */
function FilePicker({
  id,
  label,
  disabled,
  onFile,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) onFile(file);
    if (input.current) input.current.value = '';
  };
  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={COMPANY_IMAGE_ACCEPT}
        className="peer sr-only"
        disabled={disabled}
        onChange={onChange}
      />
      <label
        htmlFor={id}
        className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {label}
      </label>
    </div>
  );
}

/** The logo and the workplace photos: each change is saved at once. */
export function CompanyImagesEditor({
  locale,
  companyName,
  initialLogoUrl,
  initialPhotos,
}: {
  locale: Locale;
  companyName: string;
  initialLogoUrl: string | null;
  initialPhotos: CompanyProfilePhoto[];
}) {
  const t = useTranslations('employer.area.company.images');
  const [logoUrl, setLogoUrl] = useState(initialLogoUrl);
  const [photos, setPhotos] = useState(initialPhotos);
  const [announcement, setAnnouncement] = useState('');
  const logo = useUpload('logo', locale);
  const photo = useUpload('photo', locale);
  const action = useEmployerAction();
  const ids = useId();
  const full = photos.length >= COMPANY_PHOTOS_MAX;

  const uploadLogo = async (file: File) => {
    const answer = await logo.send<{ data: { logoUrl: string } }>(EMPLOYER_PATHS.logo, file);
    if (answer) {
      setLogoUrl(answer.data.logoUrl);
      setAnnouncement(t('logoSaved'));
    }
  };
  const removeLogo = async () => {
    const answer = await action.run<{ data: { logoUrl: null } }>('logo', EMPLOYER_PATHS.logo, {
      method: 'DELETE',
    });
    if (answer) {
      setLogoUrl(null);
      setAnnouncement(t('logoRemoved'));
    }
  };
  const addPhoto = async (file: File) => {
    const answer = await photo.send<Photos>(EMPLOYER_PATHS.photos, file);
    if (answer) {
      setPhotos(answer.data.photos);
      setAnnouncement(t('photoAdded'));
    }
  };
  const move = async (index: number, by: -1 | 1) => {
    const order = photos.map((p) => p.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    const answer = await action.run<Photos>(`move-${index}`, EMPLOYER_PATHS.photoOrder, {
      method: 'PUT',
      body: { ids: order },
    });
    if (answer) {
      setPhotos(answer.data.photos);
      setAnnouncement(t('moved', { n: index + by + 1 }));
      // Keep the keyboard on the photo that moved.
      requestAnimationFrame(() =>
        document.getElementById(`${ids}-photo-${index + by}-${by < 0 ? 'up' : 'down'}`)?.focus(),
      );
    }
  };
  const remove = async (id: string, n: number) => {
    const answer = await action.run<Photos>(`delete-${id}`, EMPLOYER_PATHS.photo(id), {
      method: 'DELETE',
    });
    if (answer) {
      setPhotos(answer.data.photos);
      setAnnouncement(t('deleted', { n }));
    }
  };

  return (
    <section className={section} aria-labelledby={`${ids}-heading`}>
      <div>
        <h2 id={`${ids}-heading`} className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <div className="space-y-3">
        <h3 className="font-semibold text-slate-900">{t('logo')}</h3>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <CompanyLogo name={companyName} logoUrl={logoUrl} className="size-20 text-2xl" />
          <div className="space-y-2">
            <p className="text-sm text-slate-600">{t('logoHint')}</p>
            <div className="flex flex-wrap gap-2">
              <FilePicker
                id={`${ids}-logo`}
                label={logoUrl ? t('replaceLogo') : t('uploadLogo')}
                disabled={logo.state !== null && logo.state.error === null}
                onFile={(file) => void uploadLogo(file)}
              />
              {logoUrl ? (
                <button
                  type="button"
                  className={secondary}
                  disabled={action.pending !== null}
                  onClick={() => void removeLogo()}
                >
                  {t('removeLogo')}
                </button>
              ) : null}
            </div>
          </div>
        </div>
        <UploadStatus state={logo.state} label={t('logo')} />
      </div>

      <div className="space-y-3 border-t border-slate-200 pt-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{t('photos')}</h3>
          <p className="text-sm text-slate-700">
            {t('photoCount', { count: photos.length, max: COMPANY_PHOTOS_MAX })}
          </p>
        </div>
        <p className="text-sm text-slate-600">{t('photosHint')}</p>
        {photos.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
            {t('noPhotos')}
          </p>
        ) : (
          <ol className="grid gap-4 sm:grid-cols-2">
            {photos.map((p, index) => (
              <li key={p.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <img
                  src={p.url}
                  alt={p.captionId || t('photoAlt', { n: index + 1 })}
                  width={640}
                  height={400}
                  className="aspect-[8/5] w-full rounded-lg border border-slate-200 object-cover"
                />
                <PhotoCaption photo={p} n={index + 1} onSaved={setPhotos} />
                <div className="flex flex-wrap gap-2">
                  <button
                    id={`${ids}-photo-${index}-up`}
                    type="button"
                    className={secondary}
                    disabled={index === 0 || action.pending !== null}
                    onClick={() => void move(index, -1)}
                    aria-label={t('moveUp', { n: index + 1 })}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('up')}</span>
                  </button>
                  <button
                    id={`${ids}-photo-${index}-down`}
                    type="button"
                    className={secondary}
                    disabled={index === photos.length - 1 || action.pending !== null}
                    onClick={() => void move(index, 1)}
                    aria-label={t('moveDown', { n: index + 1 })}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('down')}</span>
                  </button>
                  <button
                    type="button"
                    className={`${secondary} text-red-700 hover:text-red-800`}
                    disabled={action.pending !== null}
                    onClick={() => void remove(p.id, index + 1)}
                    aria-label={t('delete', { n: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span aria-hidden="true">{t('deleteShort')}</span>
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
        {action.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {action.error}
          </p>
        ) : null}
        <FilePicker
          id={`${ids}-photo`}
          label={full ? t('full', { max: COMPANY_PHOTOS_MAX }) : t('addPhoto')}
          disabled={full || (photo.state !== null && photo.state.error === null)}
          onFile={(file) => void addPhoto(file)}
        />
        <UploadStatus state={photo.state} label={t('photos')} />
      </div>
    </section>
  );
}

/** A photo's caption in both languages, saved by its own button. */
function PhotoCaption({
  photo,
  n,
  onSaved,
}: {
  photo: CompanyProfilePhoto;
  n: number;
  onSaved: (photos: CompanyProfilePhoto[]) => void;
}) {
  const t = useTranslations('employer.area.company.images');
  const action = useEmployerAction();
  const [captionId, setCaptionId] = useState(photo.captionId);
  const [captionEn, setCaptionEn] = useState(photo.captionEn);
  const [saved, setSaved] = useState(false);
  const changed = captionId !== photo.captionId || captionEn !== photo.captionEn;
  const id = useId();
  const save = async () => {
    const answer = await action.run<Photos>('caption', EMPLOYER_PATHS.photo(photo.id), {
      method: 'PATCH',
      body: { captionId, captionEn },
    });
    if (answer) {
      onSaved(answer.data.photos);
      setSaved(true);
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-id`} className="block text-sm font-semibold text-slate-800">
        {t('captionId', { n })}
      </label>
      <input
        id={`${id}-id`}
        className={inputStyles}
        maxLength={150}
        value={captionId}
        onChange={(event) => {
          setCaptionId(event.target.value);
          setSaved(false);
        }}
      />
      <label htmlFor={`${id}-en`} className="block text-sm font-semibold text-slate-800">
        {t('captionEn', { n })}
      </label>
      <input
        id={`${id}-en`}
        className={inputStyles}
        maxLength={150}
        value={captionEn}
        onChange={(event) => {
          setCaptionEn(event.target.value);
          setSaved(false);
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={secondary}
          disabled={!changed || action.pending !== null}
          onClick={() => void save()}
        >
          {t('saveCaption', { n })}
        </button>
        <span aria-live="polite" className="text-sm text-slate-700">
          {action.error ? (
            <span role="alert" className="text-red-700">
              {action.error}
            </span>
          ) : saved ? (
            t('captionSaved')
          ) : null}
        </span>
      </div>
    </div>
  );
}
