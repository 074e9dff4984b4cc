/**
 * Add / edit product dialog: names and descriptions in three variants, part
 * numbers, brand, category, price with step 0.01 in EUR, PLN or GBP, weight, dimensions, the
 * bulky-goods group, stock, images and the active flag; when editing, the product's price history.
 * Editing loads the product fresh, so the form never starts from a stale list row. A new product's
 * bulky group follows the chosen category until the admin picks one; an edited product keeps its own.
 * Rules are checked here and again by the server, whose message is shown when it refuses.
 */
import { EAN_MAX_DIGITS, PART_NUMBER_MAX, PRODUCT_NAME_MAX } from '#api/contract/admin-form-rules.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { ProductInput } from '#api/contract/admin-catalog.ts';
import type { Product } from '#api/contract/catalog.ts';
import { CURRENCIES } from '#api/contract/currency.ts';
import type { BulkyClass } from '#api/contract/delivery-rules.ts';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { notifyFailure } from '../../../lib/api-errors.ts';
import { readForm, useFormProblem } from '../../../lib/forms.ts';
import { useT } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { toast } from '../../../lib/toast.ts';
import {
  adminBrandsQueryOptions,
  adminProductQueryOptions,
  categoryHierarchyQueryOptions,
  useCreateProduct,
  useUpdateProduct,
} from '../api/admin-catalog.ts';
import { buildCategoryTree, categoryPathLabel, flattenTree } from '../../../lib/category-tree.ts';
import { shownBulkyClass } from '../bulky-class.ts';
import {
  PRODUCT_FIELDS,
  toProductBody,
  validateProductForm,
  type ProductField,
  type ProductFormValues,
} from '../forms.ts';
import { AdminLoadError } from './admin-ui.tsx';
import { BulkyClassField } from './bulky-class-field.tsx';
import { ProductPriceHistory } from './product-price-history.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The product to edit; none for a new one. */
  productId?: number;
}

export function ProductFormDialog({ open, onClose, productId }: Props) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={productId === undefined ? t('adminProduct.addTitle') : t('adminProduct.editTitle')}
    >
      {productId === undefined ? (
        <ProductForm onDone={onClose} />
      ) : (
        <EditProductForm productId={productId} onDone={onClose} />
      )}
    </Dialog>
  );
}

function EditProductForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const t = useT();
  const product = useQuery(adminProductQueryOptions(productId));
  if (product.isPending) return <Spinner label={t('adminProduct.loadingProduct')} />;
  if (product.isError) return <AdminLoadError onRetry={() => void product.refetch()} />;
  return <ProductForm product={product.data} onDone={onDone} />;
}

function ProductForm({ product, onDone }: { product?: Product; onDone: () => void }) {
  const t = useT();
  const language = usePreferences((state) => state.language);
  const brands = useQuery(adminBrandsQueryOptions());
  const hierarchy = useQuery(categoryHierarchyQueryOptions());
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const problems = useFormProblem<ProductField>();
  const [currency, setCurrency] = useState<string>(product?.currency ?? 'EUR');
  const [categoryId, setCategoryId] = useState<string>(String(product?.categoryId ?? ''));
  // The admin's own bulky group (an edited product's counts as chosen); null: the category's default.
  const [bulkyChoice, setBulkyChoice] = useState<BulkyClass | null>(product?.bulkyClass ?? null);

  const categoryOptions = useMemo(() => {
    const all = hierarchy.data ?? [];
    const byId = new Map(all.map((category) => [category.id, category]));
    return flattenTree(buildCategoryTree(all)).map((category) => ({
      id: category.id,
      label: categoryPathLabel(category, byId, language),
    }));
  }, [hierarchy.data, language]);

  if (brands.isPending || hierarchy.isPending) return <Spinner label={t('common.loading')} />;
  if (brands.isError || hierarchy.isError)
    return (
      <AdminLoadError
        onRetry={() => {
          void brands.refetch();
          void hierarchy.refetch();
        }}
      />
    );

  const pending = create.isPending || update.isPending;
  const invalid = problems.isInvalid;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: ProductFormValues = readForm(form, PRODUCT_FIELDS);
    const problem = validateProductForm(values);
    if (problem) return problems.report(problem, form);
    problems.clear();
    const body = toProductBody(values);
    if (product) {
      update.mutate(
        { id: product.id, body },
        {
          onSuccess: () => {
            toast({ title: t('adminProduct.updated'), variant: 'success' });
            onDone();
          },
          // 'Error updating product' with the server's message.
          onError: (error) =>
            notifyFailure(t, error, {
              title: 'adminProduct.updateFailed',
              fallback: 'app.somethingWrong',
              serverMessage: 'always',
            }),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast({ title: t('adminProduct.created'), variant: 'success' });
          onDone();
        },
        onError: (error) =>
          notifyFailure(t, error, { title: 'adminProduct.createFailed', fallback: 'app.somethingWrong' }),
      });
    }
  };

  const text = (value: string | null | undefined) => value ?? '';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminProduct.sectionNames')}</legend>
        <TextField
          name="name"
          label={t('adminProduct.name')}
          required
          maxLength={PRODUCT_NAME_MAX}
          defaultValue={text(product?.name)}
          invalid={invalid('name')}
          className="sm:col-span-2"
          data-autofocus
        />
        <TextField
          name="nameEn"
          label={t('adminProduct.nameEn')}
          maxLength={maxLengthOf(ProductInput, 'nameEn')}
          defaultValue={text(product?.nameEn)}
        />
        <TextField
          name="namePl"
          label={t('adminProduct.namePl')}
          maxLength={maxLengthOf(ProductInput, 'namePl')}
          defaultValue={text(product?.namePl)}
          lang="pl"
        />
        <TextAreaField
          name="description"
          label={t('adminProduct.description')}
          maxLength={maxLengthOf(ProductInput, 'description')}
          defaultValue={text(product?.description)}
          className="sm:col-span-2"
        />
        <TextAreaField
          name="descriptionEn"
          label={t('adminProduct.descriptionEn')}
          maxLength={maxLengthOf(ProductInput, 'descriptionEn')}
          defaultValue={text(product?.descriptionEn)}
        />
        <TextAreaField
          name="descriptionPl"
          label={t('adminProduct.descriptionPl')}
          maxLength={maxLengthOf(ProductInput, 'descriptionPl')}
          defaultValue={text(product?.descriptionPl)}
          lang="pl"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminProduct.sectionCatalogue')}</legend>
        <TextField
          name="partNumber"
          label={t('adminProduct.partNumber')}
          required
          maxLength={PART_NUMBER_MAX}
          defaultValue={text(product?.partNumber)}
          invalid={invalid('partNumber')}
        />
        <TextField
          name="manufacturerNumber"
          label={t('adminProduct.manufacturerNumber')}
          maxLength={maxLengthOf(ProductInput, 'manufacturerNumber')}
          defaultValue={text(product?.manufacturerNumber)}
        />
        <TextField
          name="eanNumber"
          label={t('adminProduct.ean')}
          inputMode="numeric"
          maxLength={EAN_MAX_DIGITS}
          defaultValue={text(product?.eanNumber)}
          invalid={invalid('eanNumber')}
        />
        <SelectField
          name="brandId"
          label={t('adminProduct.brand')}
          required
          defaultValue={product?.brandId ?? ''}
          invalid={invalid('brandId')}
        >
          <option value="">{t('adminProduct.chooseBrand')}</option>
          {brands.data.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          name="categoryId"
          label={t('adminProduct.category')}
          required
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
          invalid={invalid('categoryId')}
          className="sm:col-span-2"
        >
          <option value="">{t('adminProduct.chooseCategory')}</option>
          {categoryOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="images"
          label={t('adminProduct.images')}
          hint={t('adminProduct.imagesHint')}
          defaultValue={(product?.images ?? []).join('\n')}
          invalid={invalid('images')}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminProduct.sectionPrice')}</legend>
        <TextField
          name="basePrice"
          label={t('adminProduct.price')}
          required
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          defaultValue={product ? product.basePrice.toFixed(2) : ''}
          invalid={invalid('basePrice')}
          hint={currency === 'EUR' ? t('adminProduct.priceHintEur') : t('adminProduct.priceHintConverted')}
        />
        <SelectField
          name="currency"
          label={t('adminProduct.currency')}
          required
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          invalid={invalid('currency')}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
        <TextField
          name="stock"
          label={t('adminProduct.stock')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          defaultValue={product ? String(product.stock) : ''}
          hint={t('adminProduct.stockHint')}
          invalid={invalid('stock')}
        />
        <CheckboxField
          name="isActive"
          label={t('adminProduct.isActive')}
          defaultChecked={product?.isActive ?? true}
          className="sm:self-end sm:pb-2"
        />
      </fieldset>

      {product && <ProductPriceHistory productId={product.id} />}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{t('adminProduct.sectionShipping')}</legend>
        <TextField
          name="weight"
          label={t('adminProduct.weight')}
          type="number"
          min={0}
          step={0.001}
          inputMode="decimal"
          defaultValue={product?.weight === null || product === undefined ? '' : String(product.weight)}
          invalid={invalid('weight')}
        />
        <TextField
          name="dimensions"
          label={t('adminProduct.dimensions')}
          hint={t('adminProduct.dimensionsHint')}
          maxLength={maxLengthOf(ProductInput, 'dimensions')}
          defaultValue={text(product?.dimensions)}
        />
        <BulkyClassField
          value={shownBulkyClass(bulkyChoice, categoryId, hierarchy.data)}
          onChange={setBulkyChoice}
          followsCategory={product === undefined}
          className="sm:col-span-2"
        />
      </fieldset>

      <SubmitButton
        pending={pending}
        label={product ? t('adminProduct.save') : t('adminProduct.create')}
        pendingLabel={t('common.saving')}
      />
    </form>
  );
}
