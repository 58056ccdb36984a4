'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { MentoringSession } from '@jenjang/domain';
import { CircleCheck, X } from 'lucide-react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonStyles } from '@/features/shell/button-styles';
import { Link } from '@/lib/i18n/navigation';
import { useLocale } from '@/lib/i18n/locale-provider';
import { BookingForm } from './booking-form';
import type { BookingMentor, BookingMessages } from './booking-types';
import { sessionsHref } from './session-query';

/**
 * The booking modal (namespace bookingModal): a Radix dialog, so focus stays inside, Escape and
 * the close button close it, and focus returns to the button that opened it. A bottom sheet on
 * phones, a centred dialog from `sm` up. Loaded only when opened (booking-launcher.tsx).
 */
export function BookingModal({
  mentor,
  messages,
  onClose,
}: {
  mentor: BookingMentor;
  messages: BookingMessages;
  onClose: () => void;
}) {
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Jakarta">
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content
            data-booking-modal
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90dvh] sm:w-[min(42rem,calc(100%-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          >
            <BookingDialogBody mentor={mentor} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </NextIntlClientProvider>
  );
}

function BookingDialogBody({ mentor }: { mentor: BookingMentor }) {
  const t = useTranslations('bookingModal');
  const [booked, setBooked] = useState<MentoringSession | null>(null);
  return (
    <>
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 md:px-6">
        <div>
          <Dialog.Title className="text-lg font-bold text-slate-900">
            {t('title', { name: mentor.name })}
          </Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            {t('intro', { minutes: mentor.sessionMinutes })}
          </Dialog.Description>
        </div>
        <Dialog.Close
          aria-label={t('close')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div className="overflow-y-auto px-4 pt-4 md:px-6">
        {booked ? (
          <div role="status" className="flex flex-col items-center py-6 text-center" data-booked>
            <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
            <h3 className="mt-3 text-lg font-bold text-slate-900">{t('success.title')}</h3>
            <p className="mt-2 max-w-md text-slate-700">
              {booked.bookingType === 'custom'
                ? t('success.requestBody', { name: mentor.name })
                : t('success.body', { name: mentor.name })}
            </p>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row">
              <Link href={sessionsHref('pending')} className={buttonStyles.primary}>
                {t('success.mySessions')}
              </Link>
              <Dialog.Close className={buttonStyles.secondary}>{t('success.close')}</Dialog.Close>
            </div>
          </div>
        ) : (
          <BookingForm mentor={mentor} onBooked={setBooked} />
        )}
      </div>
    </>
  );
}
