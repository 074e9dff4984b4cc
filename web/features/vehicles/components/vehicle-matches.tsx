/** The vehicles a registration number or HSN/TSN lookup found: the shopper picks theirs. */
import type { Vehicle } from '#api/contract/vehicles.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { useT } from '../../../lib/i18n.ts';
import { chooseVehicle, useChosenVehicle } from '../chosen-vehicle.ts';
import { engineDescription } from '../vehicle-label.ts';

export function VehicleMatches({ vehicles }: { vehicles: Vehicle[] }) {
  const t = useT();
  const chosen = useChosenVehicle();
  return (
    <div className="mt-3">
      <p className="text-sm font-semibold text-slate-800" role="status">
        {t('vehicle.matchesCount', { count: vehicles.length })}
        {vehicles.length > 1 && ` — ${t('vehicle.matchesTitle')}`}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {vehicles.map((vehicle) => {
          const name = `${vehicle.make} ${vehicle.model}`;
          const isChosen = chosen?.id === vehicle.id;
          return (
            <li
              key={vehicle.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3"
            >
              <span className="text-sm">
                <span className="font-semibold">{name}</span>
                <span className="block text-slate-600">{engineDescription(vehicle, t)}</span>
              </span>
              <button
                type="button"
                onClick={() => void chooseVehicle(vehicle)}
                aria-pressed={isChosen}
                aria-label={t('vehicle.chooseMatchLabel', {
                  vehicle: `${name} ${engineDescription(vehicle, t)}`,
                })}
                className={buttonClass(isChosen ? 'primary' : 'secondary')}
              >
                {t('vehicle.chooseMatch')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
