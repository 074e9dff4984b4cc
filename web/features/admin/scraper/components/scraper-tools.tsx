/**
 * The scraper screen's quick tools: delete a product by id (after a confirmation, as on the
 * dashboard), and set a brand's logo by the path of a file already under /uploads/. Each button is
 * enabled only when its inputs are filled.
 */
import { useState, type FormEvent } from 'react';
import { buttonClass } from '../../../../components/ui/button-styles.ts';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { TextField } from '../../../../components/ui/form-field.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { notifyFailure } from '../../../../lib/api-errors.ts';
import { useT } from '../../../../lib/i18n.ts';
import { toast } from '../../../../lib/toast.ts';
import { useDeleteProductById, useSetBrandLogo } from '../api/scraper.ts';
import { parseId } from '../scraper-form.ts';

export function ScraperTools() {
  const t = useT();
  const remove = useDeleteProductById();
  const setLogo = useSetBrandLogo();
  const [productId, setProductId] = useState('');
  const [brandId, setBrandId] = useState('');
  const [logo, setLogoPath] = useState('');
  /** The product id waiting for the admin's confirmation. */
  const [confirming, setConfirming] = useState<number | null>(null);

  const onDelete = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseId(productId);
    if (id === null) {
      toast({ title: t('scraper.invalidId'), variant: 'error' });
      return;
    }
    setConfirming(id);
  };

  const deleteConfirmed = () => {
    if (confirming === null) return;
    remove.mutate(confirming, {
      onSuccess: () => {
        toast({ title: t('scraper.deleted'), variant: 'success' });
        setProductId('');
        setConfirming(null);
      },
      onError: (error) => {
        setConfirming(null);
        notifyFailure(t, error, { fallback: 'scraper.deleteFailed', serverMessage: 'always' });
      },
    });
  };

  const onLogo = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseId(brandId);
    if (id === null) {
      toast({ title: t('scraper.invalidId'), variant: 'error' });
      return;
    }
    setLogo.mutate(
      { brandId: id, logo: logo.trim() },
      {
        onSuccess: ({ brand }) => {
          toast({ title: t('scraper.logoUpdated', { brand: brand.name }), variant: 'success' });
          setLogoPath('');
        },
        onError: (error) =>
          // 'Brand not found' (404) and the path problems (400) are the server's words.
          notifyFailure(t, error, {
            fallback: 'scraper.logoFailed',
            serverMessage: error instanceof ApiError && error.status === 404 ? 'always' : 'actionable',
          }),
      },
    );
  };

  return (
    <section aria-labelledby="scraper-tools" className="grid gap-4 md:grid-cols-2">
      <h2 id="scraper-tools" className="sr-only">
        {t('scraper.toolsHeading')}
      </h2>
      <form
        noValidate
        onSubmit={onDelete}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="font-semibold">{t('scraper.deleteHeading')}</h3>
        <TextField
          name="productId"
          label={t('scraper.productId')}
          inputMode="numeric"
          value={productId}
          onChange={(event) => setProductId(event.target.value)}
        />
        <button
          type="submit"
          className={`${buttonClass('danger')} self-start`}
          disabled={productId.trim() === '' || remove.isPending}
        >
          {t('scraper.deleteProduct')}
        </button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={t('scraper.deleteTitle', { id: confirming ?? '' })}
        description={t('scraper.deleteText')}
        confirmLabel={t('scraper.deleteProduct')}
        pending={remove.isPending}
        onConfirm={deleteConfirmed}
      />
      <form
        noValidate
        onSubmit={onLogo}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="font-semibold">{t('scraper.logoHeading')}</h3>
        <TextField
          name="brandId"
          label={t('scraper.brandId')}
          inputMode="numeric"
          value={brandId}
          onChange={(event) => setBrandId(event.target.value)}
        />
        <TextField
          name="logo"
          label={t('scraper.logoPath')}
          hint={t('scraper.logoPathHint')}
          value={logo}
          onChange={(event) => setLogoPath(event.target.value)}
          autoComplete="off"
        />
        <button
          type="submit"
          className={`${buttonClass('secondary')} self-start`}
          disabled={brandId.trim() === '' || logo.trim() === '' || setLogo.isPending}
        >
          {t('scraper.updateLogo')}
        </button>
      </form>
    </section>
  );
}
