/**
 * The scraper screen's quick tools: delete a product by id (after a confirmation, as on the
 * dashboard), and set a brand's logo by the path of a file already under /uploads/. Each button is
 * enabled only when its inputs are filled.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from '../../../../components/ui/button-styles.ts';
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
  return (
    <section aria-labelledby="scraper-tools" className="grid gap-4 md:grid-cols-2">
      <h2 id="scraper-tools" className="sr-only">
        {t('scraper.toolsHeading')}
      </h2>
      <DeleteProductTool />
      <BrandLogoTool />
    </section>
  );
}

function DeleteProductTool() {
  const t = useT();
  const remove = useDeleteProductById();
  const [productId, setProductId] = useState('');
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

  return (
    <>
      <ToolForm
        heading={t('scraper.deleteHeading')}
        onSubmit={onDelete}
        submitLabel={t('scraper.deleteProduct')}
        submitVariant="danger"
        canSubmit={productId.trim() !== '' && !remove.isPending}
      >
        <IdField name="productId" label={t('scraper.productId')} value={productId} onChange={setProductId} />
      </ToolForm>
      <ConfirmDialog
        open={confirming !== null}
        onCancel={() => setConfirming(null)}
        title={t('scraper.deleteTitle', { id: confirming ?? '' })}
        description={t('scraper.deleteText')}
        confirmLabel={t('scraper.deleteProduct')}
        pending={remove.isPending}
        onConfirm={deleteConfirmed}
      />
    </>
  );
}

function BrandLogoTool() {
  const t = useT();
  const setLogo = useSetBrandLogo();
  const [brandId, setBrandId] = useState('');
  const [logo, setLogoPath] = useState('');

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
    <ToolForm
      heading={t('scraper.logoHeading')}
      onSubmit={onLogo}
      submitLabel={t('scraper.updateLogo')}
      submitVariant="secondary"
      canSubmit={brandId.trim() !== '' && logo.trim() !== '' && !setLogo.isPending}
    >
      <IdField name="brandId" label={t('scraper.brandId')} value={brandId} onChange={setBrandId} />
      <TextField
        name="logo"
        label={t('scraper.logoPath')}
        hint={t('scraper.logoPathHint')}
        value={logo}
        onChange={(event) => setLogoPath(event.target.value)}
        autoComplete="off"
      />
    </ToolForm>
  );
}

/** One tool's card: heading, fields, and a submit button disabled until the tool can run. */
function ToolForm({
  heading,
  onSubmit,
  submitLabel,
  submitVariant,
  canSubmit,
  children,
}: {
  heading: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  submitVariant: ButtonVariant;
  canSubmit: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 className="font-semibold">{heading}</h3>
      {children}
      <button type="submit" className={`${buttonClass(submitVariant)} self-start`} disabled={!canSubmit}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A numeric id typed by hand (checked on submit). */
function IdField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
