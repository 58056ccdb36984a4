'use client';

import { SlidersHorizontal, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '@/lib/cn';
import { FilterNavigationContext } from './auto-submit-form';

export type FilterSheetLabels = {
  heading: string;
  open: string;
  close: string;
  showResults: string;
  activeCount: string;
};

/**
 * From this breakpoint up the filters are a sidebar; below it, a sheet opened by a button.
 * 'never': always the sheet (the split view needs the room for the job).
 */
export type SidebarBreakpoint = 'lg' | 'never';

type SheetState = {
  hydrated: boolean;
  modal: boolean;
  /** Rendered open by the server (`?filters=1`): the no-JavaScript way to reach the filters. */
  initiallyOpen: boolean;
  staticFrom: SidebarBreakpoint;
  headingId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  openSheet: () => void;
  closeSheet: () => void;
};

const SheetContext = createContext<SheetState | null>(null);

function useSheet(): SheetState {
  const state = useContext(SheetContext);
  if (!state) throw new Error('FilterSheet parts must be inside <FilterSheetProvider>');
  return state;
}

/** Makes everything outside `element` inert (the modal's focus trap); returns the undo. */
function inertOutside(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of Array.from(parent?.children ?? [])) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true;
        made.push(sibling);
      }
    }
    node = parent;
  }
  return () => made.forEach((sibling) => (sibling.inert = false));
}

/**
 * State of the filter sheet, shared by its trigger (in the results toolbar) and its panel (the
 * sidebar). While the sheet is open, the first filter change adds a history entry and later ones
 * replace it, so Back undoes one visit to the sheet in one step.
 */
export function FilterSheetProvider({
  initiallyOpen,
  staticFrom,
  children,
}: {
  initiallyOpen: boolean;
  staticFrom: SidebarBreakpoint;
  children: ReactNode;
}) {
  const router = useRouter();
  const headingId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pushedInSession = useRef(false);
  const [hydrated, setHydrated] = useState(false);
  const [modal, setModal] = useState(false);

  useEffect(() => setHydrated(true), []);

  const returnFocus = useRef(false);

  const openSheet = useCallback(() => {
    pushedInSession.current = false;
    setModal(true);
  }, []);
  const closeSheet = useCallback(() => {
    returnFocus.current = true;
    setModal(false);
  }, []);

  // Focus goes back to the trigger once the sheet is gone: while it is open the trigger is inert
  // (the panel's focus trap), and focusing it then would leave focus on the page's body. This
  // effect runs after the panel's cleanup has lifted the inert attributes.
  useEffect(() => {
    if (modal || !returnFocus.current) return;
    returnFocus.current = false;
    triggerRef.current?.focus();
  }, [modal]);

  useEffect(() => {
    if (!modal || staticFrom === 'never') return;
    const wide = window.matchMedia('(min-width: 1024px)');
    const onWide = () => wide.matches && setModal(false);
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [modal, staticFrom]);

  const navigate = useCallback(
    (url: string) => {
      if (modal && pushedInSession.current) {
        router.replace(url, { scroll: false });
        return;
      }
      router.push(url, { scroll: false });
      if (modal) pushedInSession.current = true;
    },
    [modal, router],
  );

  return (
    <SheetContext.Provider
      value={{
        hydrated,
        modal,
        initiallyOpen,
        staticFrom,
        headingId,
        triggerRef,
        openSheet,
        closeSheet,
      }}
    >
      <FilterNavigationContext.Provider value={navigate}>
        {children}
      </FilterNavigationContext.Provider>
    </SheetContext.Provider>
  );
}

/** The "Filter" button with the number of active filters; a link without JavaScript. */
export function FilterSheetTrigger({
  labels,
  activeCount,
  openHref,
}: {
  labels: FilterSheetLabels;
  activeCount: number;
  openHref: string;
}) {
  const { hydrated, modal, staticFrom, triggerRef, openSheet } = useSheet();
  const className = cn(
    'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700',
    staticFrom === 'lg' && 'lg:hidden',
  );
  const content = (
    <>
      <SlidersHorizontal aria-hidden="true" className="size-4" />
      {labels.open}
      {activeCount > 0 ? (
        <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
          <span aria-hidden="true">{activeCount}</span>
          <span className="sr-only">{labels.activeCount}</span>
        </span>
      ) : null}
    </>
  );
  if (!hydrated) {
    return (
      <a href={openHref} className={className}>
        {content}
      </a>
    );
  }
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={modal}
      onClick={openSheet}
      className={className}
    >
      {content}
    </button>
  );
}

/**
 * The filters: a sidebar on wide screens; below the breakpoint, hidden until the trigger opens
 * it as a full-screen modal sheet (focus kept inside, Escape closes, page scroll locked).
 */
export function FilterSheetPanel({
  labels,
  closeHref,
  formId,
  children,
}: {
  labels: FilterSheetLabels;
  closeHref: string;
  formId: string;
  children: ReactNode;
}) {
  const { hydrated, modal, initiallyOpen, staticFrom, headingId, closeSheet } = useSheet();
  const panelRef = useRef<HTMLDivElement>(null);
  const open = modal || (initiallyOpen && !hydrated);
  const sidebar = staticFrom === 'lg';
  /** Classes that apply only while the panel is a sheet (all widths, or below lg). */
  const onlySheet = sidebar ? 'lg:hidden' : '';

  useEffect(() => {
    if (!modal || !panelRef.current) return;
    const undoInert = inertOutside(panelRef.current.parentElement ?? panelRef.current);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panelRef.current.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      undoInert();
      document.body.style.overflow = overflow;
    };
  }, [modal]);

  const closeClass = cn(
    'inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100',
    onlySheet,
  );

  return (
    <div className="contents">
      {modal ? (
        <div
          aria-hidden="true"
          onClick={closeSheet}
          className={cn('fixed inset-0 z-40 bg-slate-900/40', onlySheet)}
        />
      ) : null}
      <div
        ref={panelRef}
        data-open={open}
        {...(modal
          ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': headingId }
          : { role: 'region', 'aria-labelledby': headingId })}
        onKeyDown={(event) => {
          if (modal && event.key === 'Escape') closeSheet();
        }}
        className={cn(
          'hidden data-[open=true]:flex',
          sidebar
            ? 'max-lg:data-[open=true]:fixed max-lg:data-[open=true]:inset-y-0 max-lg:data-[open=true]:right-0 max-lg:data-[open=true]:z-50 max-lg:data-[open=true]:w-full max-lg:data-[open=true]:flex-col max-lg:data-[open=true]:bg-white max-lg:data-[open=true]:shadow-2xl sm:max-lg:data-[open=true]:max-w-md lg:block'
            : 'data-[open=true]:fixed data-[open=true]:inset-y-0 data-[open=true]:right-0 data-[open=true]:z-50 data-[open=true]:w-full data-[open=true]:flex-col data-[open=true]:bg-white data-[open=true]:shadow-2xl sm:data-[open=true]:max-w-md',
        )}
      >
        <div
          className={cn(
            'flex min-h-14 items-center justify-between gap-3 border-b border-slate-200 px-4',
            sidebar && 'lg:min-h-0 lg:border-0 lg:px-2 lg:pb-2',
          )}
        >
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {labels.heading}
          </h2>
          {open && hydrated ? (
            <button
              type="button"
              data-autofocus
              onClick={closeSheet}
              aria-label={labels.close}
              className={closeClass}
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          ) : open ? (
            <a href={closeHref} aria-label={labels.close} className={closeClass}>
              <X aria-hidden="true" className="size-5" />
            </a>
          ) : null}
        </div>
        <div
          className={cn(
            'min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 py-3',
            sidebar && 'lg:overflow-visible lg:py-0',
          )}
        >
          {children}
        </div>
        {open ? (
          <div className={cn('border-t border-slate-200 bg-white p-3', onlySheet)}>
            <button
              type="submit"
              form={formId}
              onClick={(event) => {
                if (!hydrated) return; // without JavaScript this submits the form
                event.preventDefault(); // with it, every change was applied as it was made
                closeSheet();
              }}
              className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {labels.showResults}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
