/**
 * A frame that scrolls sideways when its content (a wide table on a phone) does not fit. It can take
 * the focus and is a named region, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A scrolling region must take the focus to be scrolled with the keyboard.
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-orange-500 ${className}`}
    >
      {children}
    </div>
  );
}
