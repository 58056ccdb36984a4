'use client';

import type { Suggestion } from '@jenjang/domain';
import { Briefcase, Building2, MapPin, Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { fillText, pluralText } from '@/lib/i18n/client-text';
import { useClientText } from '@/lib/i18n/client-text-provider';
import { useLocale } from '@/lib/i18n/locale-provider';
import { formQuery } from './auto-submit-form';

const DEBOUNCE_MS = 150;
const MIN_QUERY_LENGTH = 2;
const MAX_SUGGESTIONS = 8;

const KIND_ICON = { role: Briefcase, company: Building2, city: MapPin } as const;

/**
 * The search input with suggestions as you type (ARIA 1.2 combobox with a listbox). Choosing a
 * role or company searches for it; choosing a city adds it to the city filter and keeps the
 * current search. Without JavaScript it is a plain input of the GET form around it.
 */
export function SearchCombobox({
  id,
  name,
  defaultValue,
  currentSearch,
  placeholder,
  maxLength,
  action,
}: {
  id: string;
  name: string;
  defaultValue?: string;
  /** The search of the page as it is (a chosen city keeps it, whatever was typed). */
  currentSearch?: string;
  placeholder: string;
  maxLength: number;
  /** The home page of this locale ('/' or '/en'). */
  action: string;
}) {
  const { searchBox: texts } = useClientText();
  const locale = useLocale();
  const router = useRouter();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const cache = useRef(new Map<string, Suggestion[]>());
  const [value, setValue] = useState(defaultValue ?? '');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Suggestions only once the user types: not for the search the page was opened with.
  const [typed, setTyped] = useState(false);

  // Back/forward or a chip that removed the search: show the URL's search again.
  useEffect(() => setValue(defaultValue ?? ''), [defaultValue]);

  useEffect(() => {
    const query = value.trim();
    if (!typed || query.length < MIN_QUERY_LENGTH) {
      setSuggestions([]);
      return;
    }
    const cached = cache.current.get(query);
    if (cached) {
      setSuggestions(cached);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, limit: String(MAX_SUGGESTIONS) });
        const response = await fetch(`/api/v1/explore-job/autocomplete?${params}`, {
          headers: { accept: 'application/json', 'accept-language': locale === 'en' ? 'en' : 'id' },
          signal: controller.signal,
        });
        if (!response.ok) return;
        const body = (await response.json()) as { data?: { suggestions?: Suggestion[] } };
        const found = body.data?.suggestions ?? [];
        cache.current.set(query, found);
        setSuggestions(found);
        setActive(-1);
      } catch {
        // Aborted or offline: the search box still works without suggestions.
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, locale, typed]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  /** The search is made: no more suggestions (a late answer must not cover the results). */
  const settle = () => {
    setOpen(false);
    setTyped(false);
    setSuggestions([]);
    setActive(-1);
  };

  const choose = (suggestion: Suggestion) => {
    const form = inputRef.current?.form;
    settle();
    if (!form) return;
    if (suggestion.kind === 'city') {
      const carried = new URLSearchParams(formQuery(form));
      carried.delete(name);
      const params = new URLSearchParams(currentSearch ? [[name, currentSearch]] : []);
      for (const [key, value] of carried) params.append(key, value);
      if (!params.getAll('cityIds').includes(suggestion.ref)) {
        params.append('cityIds', suggestion.ref);
      }
      setValue(currentSearch ?? '');
      router.push(`${action}?${params}`, { scroll: false });
      return;
    }
    setValue(suggestion.ref);
    if (inputRef.current) inputRef.current.value = suggestion.ref;
    form.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) =>
          suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1,
        );
        break;
      case 'Enter': {
        const suggestion = expanded ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        } else {
          settle();
        }
        break;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div className="relative flex flex-1 items-center gap-2 rounded-xl px-2 focus-within:ring-2 focus-within:ring-brand-600">
      <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="min-h-11 w-full min-w-0 bg-transparent text-base text-slate-900 placeholder:text-slate-500 focus:outline-none"
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={texts.suggestions}
        hidden={!expanded}
        className="absolute inset-x-0 top-[calc(100%+0.5rem)] z-30 max-h-[min(24rem,60vh)] overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-slate-900 shadow-xl"
      >
        {suggestions.map((suggestion, index) => {
          const Icon = KIND_ICON[suggestion.kind];
          return (
            <li
              key={`${suggestion.kind}-${suggestion.ref}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm',
                index === active && 'bg-brand-50',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{suggestion.label}</span>
                <span className="block text-xs text-slate-600">{texts[suggestion.kind]}</span>
              </span>
              <span className="shrink-0 text-xs tabular-nums text-slate-600">
                {pluralText(
                  { one: texts.jobCountOne, other: texts.jobCountOther },
                  suggestion.jobCount,
                  locale,
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="sr-only">
        {expanded ? fillText(texts.available, { count: suggestions.length }) : ''}
      </p>
    </div>
  );
}
