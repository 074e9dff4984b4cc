/** The tab's title while a page is shown, and the previous one back after. */
import { describe, expect, it } from 'vitest';
import { swapDocumentTitle } from './use-document-title.ts';

describe('swapDocumentTitle', () => {
  it('sets the title and puts the previous one back', () => {
    const tab = { title: 'PartsPoint' };
    const restore = swapDocumentTitle(tab, 'Cart | PartsPoint');
    expect(tab.title).toBe('Cart | PartsPoint');
    restore();
    expect(tab.title).toBe('PartsPoint');
  });

  it('nests: each page restores the title it found', () => {
    const tab = { title: 'Shop' };
    const restoreOuter = swapDocumentTitle(tab, 'Orders');
    const restoreInner = swapDocumentTitle(tab, 'Order 42');
    restoreInner();
    expect(tab.title).toBe('Orders');
    restoreOuter();
    expect(tab.title).toBe('Shop');
  });
});
