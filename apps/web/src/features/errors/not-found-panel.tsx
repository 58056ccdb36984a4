import { Compass, House, Search } from 'lucide-react';
import Link from 'next/link';
import { buttonStyles } from '@/features/shell/button-styles';
import { StatusPanel } from '@/features/shell/status-panel';

export type NotFoundTexts = {
  code: string;
  title: string;
  body: string;
  home: string;
  jobs: string;
};

/** The 404 body; hrefs come already localized so that it renders on server and client alike. */
export function NotFoundPanel({
  texts,
  homeHref,
  jobsHref,
}: {
  texts: NotFoundTexts;
  homeHref: string;
  jobsHref: string;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:px-6 md:py-20">
      <StatusPanel
        as="h1"
        icon={<Compass aria-hidden="true" className="size-7" />}
        eyebrow={texts.code}
        title={texts.title}
        actions={
          <>
            <Link href={jobsHref} className={buttonStyles.primary}>
              <Search aria-hidden="true" className="size-4" />
              {texts.jobs}
            </Link>
            <Link href={homeHref} className={buttonStyles.secondary}>
              <House aria-hidden="true" className="size-4" />
              {texts.home}
            </Link>
          </>
        }
      >
        <p>{texts.body}</p>
      </StatusPanel>
    </div>
  );
}
