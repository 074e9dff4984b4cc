/**
 * The signed-in shopper's own part of the home page, under the hero: a greeting, their recent orders
 * (the orders feature's block, from the route), the parts that fit their chosen vehicle (or a hint to
 * choose one) and the products they viewed lately on this device.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { TEXT_LINK_CLASS } from '../../../../components/ui/button-styles.ts';
import { useT } from '../../../../lib/i18n.ts';
import { usePreferences } from '../../../../lib/preferences.ts';
import { productListQueryOptions } from '../../api/products.ts';
import { ProductGrid, ProductGridSkeleton } from '../product-grid.tsx';
import { RecentlyViewedProducts } from '../product-detail/product-strips.tsx';

export const VEHICLE_PARTS_SHOWN = 4;

export interface ChosenVehicleSummary {
  id: number;
  /** "VW Golf 1.6 TDI (2012–2020)". */
  label: string;
}

export function WelcomeBack({
  firstName,
  orders,
  vehicle,
}: {
  firstName: string;
  orders: ReactNode;
  /** Null: none chosen; undefined: still being read. */
  vehicle: ChosenVehicleSummary | null | undefined;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-10" data-testid="welcome-back">
      <h2 id={headingId} className="text-2xl font-bold">
        {firstName ? t('home.welcomeBack', { name: firstName }) : t('home.welcomeBackNameless')}
      </h2>
      <div className="mt-5 flex flex-col gap-8">
        {orders}
        {vehicle === null ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            {t('home.chooseVehicle')}
          </p>
        ) : vehicle ? (
          <VehicleParts vehicle={vehicle} />
        ) : null}
      </div>
      <RecentlyViewedProducts currentId={0} level="h3" />
    </section>
  );
}

function VehicleParts({ vehicle }: { vehicle: ChosenVehicleSummary }) {
  const t = useT();
  const headingId = useId();
  const currency = usePreferences((state) => state.currency);
  const lang = usePreferences((state) => state.language);
  const parts = useQuery(
    productListQueryOptions({ limit: VEHICLE_PARTS_SHOWN, offset: 0, currency, lang, vehicleId: vehicle.id }),
  );
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-xl font-bold">
          {t('home.vehicleParts', { vehicle: vehicle.label })}
        </h3>
        <Link to="/products" search={{ vehicle: vehicle.id }} className={TEXT_LINK_CLASS}>
          {t('home.vehiclePartsAll')}
        </Link>
      </div>
      <div className="mt-3">
        {parts.isPending ? (
          <ProductGridSkeleton count={VEHICLE_PARTS_SHOWN} label={t('home.vehiclePartsLoading')} />
        ) : parts.isError || parts.data.length === 0 ? (
          <p className="text-sm text-slate-700">{t('home.vehiclePartsNone')}</p>
        ) : (
          <ProductGrid products={parts.data} headingLevel="h4" />
        )}
      </div>
    </section>
  );
}
