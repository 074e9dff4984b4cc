/** "Parts for <vehicle>" with a clear button; nothing while no vehicle is chosen (or while reading). */
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { clearChosenVehicle, useChosenVehicle } from '../chosen-vehicle.ts';
import { vehicleLabel } from '../vehicle-label.ts';
import { CarIcon } from './vehicle-icons.tsx';

export function ChosenVehicleChip({ className = '' }: { className?: string } = {}) {
  const t = useT();
  const vehicle = useChosenVehicle();
  if (!vehicle) return null;
  const label = vehicleLabel(vehicle, t);
  return (
    <p
      className={`inline-flex max-w-full items-center gap-2 rounded-full border border-orange-300 bg-orange-50 py-1 pr-1 pl-3 text-sm text-slate-900 ${className}`}
      data-testid="chosen-vehicle-chip"
    >
      <CarIcon className="size-4 shrink-0 text-orange-700" />
      <span className="min-w-0">{t('vehicle.partsFor', { vehicle: label })}</span>
      <button
        type="button"
        onClick={() => void clearChosenVehicle()}
        aria-label={t('vehicle.clearLabel', { vehicle: label })}
        className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-orange-100 focus-visible:outline-2 focus-visible:outline-orange-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </p>
  );
}
