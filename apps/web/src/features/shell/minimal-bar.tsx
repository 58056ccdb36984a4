import { LanguageSwitch, type LanguageSwitchLabels } from './language-switch';
import { LogoLink } from './logo-link';

/** The logo bar of pages without the standard layout (sign-in, campaigns, error pages...). */
export function MinimalBar({
  homeLabel,
  language,
}: {
  homeLabel: string;
  language: LanguageSwitchLabels;
}) {
  return (
    <header data-theme="minimal" className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <LogoLink label={homeLabel} tone="brand" />
        <LanguageSwitch labels={language} tone="light" />
      </div>
    </header>
  );
}
