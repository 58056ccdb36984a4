// One icon of the job cards' sprite (card-icon-sprite.tsx), pointed at with <use>: cheap to
// render many times, on the server or in client components such as the save button.
export type CardIconName =
  'bookmark' | 'briefcase' | 'clock' | 'flame' | 'map-pin' | 'users-round' | 'wallet';

export const cardIconId = (name: CardIconName) => `jj-card-icon-${name}`;

/** Decorative (aria-hidden), sized by `className`; `filled` for the saved bookmark. */
export function CardIcon({
  name,
  className,
  filled = false,
}: {
  name: CardIconName;
  className?: string;
  filled?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      className={className}
    >
      <use href={`#${cardIconId(name)}`} />
    </svg>
  );
}
