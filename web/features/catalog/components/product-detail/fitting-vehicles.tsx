/** The vehicles the part fits (from the product's fitment list), grouped by make and model. */
import type { ProductFullDetails } from '#api/contract/catalog.ts';
import { useT } from '../../../../lib/i18n.ts';
import { CarIcon } from './detail-icons.tsx';

type FittingVehicle = ProductFullDetails['vehicles'][number];

export function FittingVehicles({ vehicles }: { vehicles: FittingVehicle[] }) {
  const t = useT();
  if (vehicles.length === 0) return null;
  const groups = new Map<string, FittingVehicle[]>();
  for (const vehicle of vehicles) {
    const key = `${vehicle.make} ${vehicle.model}`;
    groups.set(key, [...(groups.get(key) ?? []), vehicle]);
  }
  // Years are passed as text: the translator would group a number's digits ("2,012").
  const years = (vehicle: FittingVehicle) =>
    vehicle.yearTo === null
      ? t('product.yearsFrom', { from: String(vehicle.yearFrom) })
      : t('product.yearsRange', { from: String(vehicle.yearFrom), to: String(vehicle.yearTo) });

  return (
    <section aria-labelledby="fitting-vehicles" className="mt-10">
      <h2 id="fitting-vehicles" className="mb-4 flex items-center gap-2 text-xl font-bold text-slate-900">
        <CarIcon className="size-6 text-slate-600" />
        {t('product.fitsVehicles')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[...groups].map(([model, list]) => (
          <li key={model} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{model}</h3>
            <ul className="mt-1 text-sm text-slate-700">
              {list.map((vehicle) => (
                <li key={vehicle.id}>
                  {vehicle.name} <span className="text-slate-600">({years(vehicle)})</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
