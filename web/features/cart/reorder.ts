/**
 * "Order again": every product of an earlier order goes back in the cart with its quantity (each add
 * is the cart's own, so stock limits, offline queueing and the server's prices apply). One toast says
 * how it went: all added, some no longer available, or none.
 */
import { useCallback } from 'react';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useAddToCart } from './cart-actions.ts';

export function useReorder(): (lines: { productId: number; quantity: number }[]) => Promise<void> {
  const t = useT();
  const { addToCart } = useAddToCart();
  return useCallback(
    async (lines) => {
      let addedUnits = 0;
      let missing = 0;
      // One after another: the server cart takes one change of a product at a time.
      for (const line of lines) {
        if (await addToCart(line.productId, line.quantity, { silent: true })) addedUnits += line.quantity;
        else missing += 1;
      }
      if (missing === 0)
        toast({
          title: t('reorder.title'),
          description: t('reorder.added', { count: addedUnits }),
          variant: 'success',
        });
      else if (addedUnits > 0)
        toast({
          title: t('reorder.title'),
          description: t('reorder.partly', { count: missing }),
          variant: 'success',
        });
      else toast({ title: t('shopping.errorTitle'), description: t('reorder.none'), variant: 'error' });
    },
    [t, addToCart],
  );
}
