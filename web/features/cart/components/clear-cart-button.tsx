/** 'Clear cart' with a confirmation (an alert dialog: it must be answered, the overlay does not close it). */
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useClearCart } from '../cart-editing.ts';

export function ClearCartButton({ userId, onCleared }: { userId: number | null; onCleared: () => void }) {
  const t = useT();
  const { clear, pending } = useClearCart(userId);
  const [confirming, setConfirming] = useState(false);

  const confirm = () => {
    if (pending) return;
    void clear().then((done) => {
      setConfirming(false);
      if (done) onCleared();
    });
  };

  return (
    <>
      <button type="button" onClick={() => setConfirming(true)} className={buttonClass('secondary')}>
        <TrashIcon className="size-4" />
        {t('cartPage.clear')}
      </button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('cartPage.clearTitle')}
        description={t('cartPage.clearConfirm')}
        role="alertdialog"
      >
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            data-autofocus
            onClick={() => setConfirming(false)}
            className={buttonClass('secondary')}
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={confirm}
            aria-disabled={pending || undefined}
            className={`${buttonClass('danger')} aria-disabled:cursor-default aria-disabled:opacity-60`}
          >
            {pending ? t('cartPage.clearing') : t('cartPage.clearConfirmButton')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
