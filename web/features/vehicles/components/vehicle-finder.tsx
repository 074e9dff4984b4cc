/**
 * The landing page's vehicle finder: three ways to name the car (selects, registration number,
 * HSN/TSN) in tabs, then the chosen vehicle as a chip with the way to its parts.
 */
import * as Tabs from '@radix-ui/react-tabs';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useChosenVehicle } from '../chosen-vehicle.ts';
import { ChosenVehicleChip } from './chosen-vehicle-chip.tsx';
import { PlateLookup } from './plate-lookup.tsx';
import { TypeCodeLookup } from './type-code-lookup.tsx';
import { CarIcon, DocumentIcon, PlateIcon } from './vehicle-icons.tsx';
import { VehicleSelects } from './vehicle-selects.tsx';

type Method = 'select' | 'plate' | 'type-code';

const TRIGGER =
  'flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-slate-700 ' +
  'hover:text-slate-950 data-[state=active]:bg-white data-[state=active]:text-slate-950 data-[state=active]:shadow-sm ' +
  'focus-visible:outline-2 focus-visible:outline-orange-600';

export function VehicleFinder() {
  const t = useT();
  const headingId = useId();
  const [method, setMethod] = useState<Method>('select');
  const chosen = useChosenVehicle();

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl sm:p-6"
      data-testid="vehicle-finder"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
        <CarIcon className="size-6 text-orange-600" />
        {t('vehicle.finderTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('vehicle.finderHelp')}</p>

      <Tabs.Root value={method} onValueChange={(value) => setMethod(value as Method)} className="mt-4">
        <Tabs.List aria-label={t('vehicle.methods')} className="flex gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="select" className={TRIGGER}>
            <CarIcon className="hidden size-4 sm:block" />
            {t('vehicle.tabSelect')}
          </Tabs.Trigger>
          <Tabs.Trigger value="plate" className={TRIGGER}>
            <PlateIcon className="hidden size-4 sm:block" />
            {t('vehicle.tabPlate')}
          </Tabs.Trigger>
          <Tabs.Trigger value="type-code" className={TRIGGER}>
            <DocumentIcon className="hidden size-4 sm:block" />
            {t('vehicle.tabTypeCode')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="select" className="mt-4">
          <VehicleSelects />
        </Tabs.Content>
        <Tabs.Content value="plate" className="mt-4">
          <PlateLookup onUseSelects={() => setMethod('select')} />
        </Tabs.Content>
        <Tabs.Content value="type-code" className="mt-4">
          <TypeCodeLookup />
        </Tabs.Content>
      </Tabs.Root>

      {chosen && (
        <div className="mt-4 flex flex-col items-start gap-3 border-t border-slate-200 pt-4">
          <ChosenVehicleChip />
          <Link to="/products" search={{ vehicle: chosen.id }} className={buttonClass('primary')}>
            {t('vehicle.showParts')}
            <ArrowRightIcon />
          </Link>
        </div>
      )}
    </section>
  );
}
