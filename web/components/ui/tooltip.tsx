/**
 * Tooltips on Radix: `<TooltipProvider>` once at the root (700 ms delay, 300 ms skip when
 * moving between triggers) and `<Tooltip content={text}>{trigger}</Tooltip>`. The trigger is the child
 * itself (`asChild`), so any button or link can carry a tooltip; it must stay focusable and keep its
 * own accessible name (a tooltip only adds a description, it is not a label).
 */
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

interface TooltipProps {
  /** The text shown; already translated. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** One element that accepts a ref and event handlers (a button, a link). */
  children: ReactElement;
}

export function Tooltip({ content, side = 'top', children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-[70] max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-sm text-white shadow-lg"
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
