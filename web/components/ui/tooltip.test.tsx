/** The tooltip wraps its trigger without adding an element, so any button or link can carry one. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipProvider, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip.tsx';

describe('Tooltip', () => {
  it("uses the shop's tooltip delays", () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('renders the child itself as the trigger, closed until hovered or focused', () => {
    const html = renderToStaticMarkup(
      <TooltipProvider>
        <Tooltip content="Add to wishlist">
          <a href="/wishlist" aria-label="Wishlist">
            ♥
          </a>
        </Tooltip>
      </TooltipProvider>,
    );
    expect(html).toMatch(/^<a [^>]*href="\/wishlist"[^>]*data-state="closed"[^>]*>♥<\/a>$/);
    expect(html).not.toContain('Add to wishlist');
  });
});
