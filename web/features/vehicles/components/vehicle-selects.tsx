/**
 * Make -> (year) -> model -> engine. Each select waits for its parent; choosing the engine stores the
 * vehicle (IndexedDB), so the engine select shows the chosen vehicle and clears with the chip.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import {
  vehicleEnginesQueryOptions,
  vehicleMakesQueryOptions,
  vehicleModelsQueryOptions,
} from '../api/vehicles.ts';
import { chooseVehicle, useChosenVehicle } from '../chosen-vehicle.ts';
import { engineDescription, vehicleYears } from '../vehicle-label.ts';

const FIRST_YEAR = 1980;

function yearOptions(): number[] {
  const last = new Date().getFullYear();
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, index) => last - index);
}

const toId = (value: string) => (value ? Number(value) : null);

/** Built in `year` (any year when none is picked), as the server filters the lists by year. */
function builtIn(item: { yearFrom: number; yearTo: number | null }, year: number | undefined): boolean {
  return year === undefined || (item.yearFrom <= year && (item.yearTo === null || item.yearTo >= year));
}

export function VehicleSelects() {
  const t = useT();
  const chosen = useChosenVehicle();
  const [makeId, setMakeId] = useState<number | null>(null);
  const [year, setYear] = useState<number | undefined>(undefined);
  const [modelId, setModelId] = useState<number | null>(null);

  const queryClient = useQueryClient();
  const makes = useQuery(vehicleMakesQueryOptions());
  // A make's models and a model's engines are asked for once, for every year: the year picked
  // filters them here, so changing it waits for nothing (on a slow line each list takes seconds).
  const allModels = useQuery({
    ...vehicleModelsQueryOptions(makeId ?? 0, undefined),
    enabled: makeId !== null,
  });
  const models = { ...allModels, data: allModels.data?.filter((item) => builtIn(item, year)) };
  // A model picked before the year changed stays only while the new list still has it.
  const model = models.data?.find((item) => item.id === modelId);
  const allEngines = useQuery({ ...vehicleEnginesQueryOptions(model?.id ?? 0, undefined), enabled: !!model });
  const engines = { ...allEngines, data: allEngines.data?.filter((item) => builtIn(item, year)) };
  const engineValue = chosen && engines.data?.some((item) => item.id === chosen.id) ? String(chosen.id) : '';

  // The make of the vehicle in the garage is the likeliest pick: its models are fetched ahead.
  const garageMakeId = makes.data?.find((make) => make.name === chosen?.make)?.id;
  useEffect(() => {
    if (garageMakeId !== undefined)
      void queryClient.prefetchQuery(vehicleModelsQueryOptions(garageMakeId, undefined));
  }, [garageMakeId, queryClient]);

  const failed = makes.isError || models.isError || engines.isError;
  const retry = () => {
    if (makes.isError) void makes.refetch();
    if (models.isError) void models.refetch();
    if (engines.isError) void engines.refetch();
  };

  const onEngine = (value: string) => {
    const vehicle = engines.data?.find((item) => item.id === toId(value));
    if (vehicle) void chooseVehicle(vehicle);
  };

  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={t('vehicle.make')}
        value={makeId ?? ''}
        disabled={!makes.data}
        onChange={(event) => {
          setMakeId(toId(event.target.value));
          setModelId(null);
        }}
      >
        <option value="">{makes.isPending ? t('common.loading') : t('vehicle.chooseMake')}</option>
        {makes.data?.map((make) => (
          <option key={make.id} value={make.id}>
            {make.name}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('vehicle.year')}
        value={year ?? ''}
        disabled={makeId === null}
        onChange={(event) => setYear(event.target.value ? Number(event.target.value) : undefined)}
      >
        <option value="">{t('vehicle.anyYear')}</option>
        {yearOptions().map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('vehicle.model')}
        className="col-span-2 sm:col-span-1"
        value={model?.id ?? ''}
        disabled={!models.data || models.data.length === 0}
        hint={models.data?.length === 0 ? t('vehicle.noModels') : undefined}
        onChange={(event) => setModelId(toId(event.target.value))}
      >
        <option value="">
          {makeId !== null && models.isPending ? t('common.loading') : t('vehicle.chooseModel')}
        </option>
        {models.data?.map((item) => (
          <option key={item.id} value={item.id}>
            {t('vehicle.modelOption', { model: item.name, years: vehicleYears(item, t) })}
          </option>
        ))}
      </SelectField>

      <SelectField
        label={t('vehicle.engine')}
        className="col-span-2 sm:col-span-1"
        value={engineValue}
        disabled={!engines.data}
        onChange={(event) => onEngine(event.target.value)}
      >
        <option value="" disabled={!!engineValue}>
          {model && engines.isPending ? t('common.loading') : t('vehicle.chooseEngine')}
        </option>
        {engines.data?.map((item) => (
          <option key={item.id} value={item.id}>
            {engineDescription(item, t)}
          </option>
        ))}
      </SelectField>

      {failed && (
        <div role="alert" className="flex flex-wrap items-center gap-3 col-span-2 text-sm text-red-800">
          <span>{t('vehicle.listsFailed')}</span>
          <button type="button" onClick={retry} className={buttonClass('secondary')}>
            {t('app.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
