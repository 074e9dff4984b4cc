/**
 * Registration number + country. Only with a configured lookup provider (the server says so); without
 * one the field says plainly that this lookup is not available and points to the selects.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { findVehiclesByPlate, PLATE_COUNTRIES } from '#api/contract/vehicles.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { usePreferences } from '../../../lib/preferences.ts';
import { vehicleLookupOptionsQueryOptions } from '../api/vehicles.ts';
import { chooseVehicle } from '../chosen-vehicle.ts';
import { normalisePlate } from '../type-code.ts';
import { VehicleMatches } from './vehicle-matches.tsx';

type PlateCountry = (typeof PLATE_COUNTRIES)[number];

export function PlateLookup({ onUseSelects }: { onUseSelects: () => void }) {
  const t = useT();
  const noteId = useId();
  const errorId = useId();
  const shopCountry = usePreferences((state) => state.country);
  const [country, setCountry] = useState<PlateCountry>(
    PLATE_COUNTRIES.find((code) => code === shopCountry) ?? 'PL',
  );
  const [registration, setRegistration] = useState('');
  const [invalid, setInvalid] = useState<TextKey | null>(null);
  const options = useQuery(vehicleLookupOptionsQueryOptions());
  const lookup = useMutation({
    mutationFn: ({ registration, country }: { registration: string; country: PlateCountry }) =>
      // The contract's union of mapped literals reads as `never` to TypeScript; the value is valid.
      apiFetch(findVehiclesByPlate, { query: { registration, country: country as never } }),
    onSuccess: (vehicles) => {
      // A single match is the shopper's car; several are listed to pick from.
      const [only] = vehicles;
      if (only && vehicles.length === 1) void chooseVehicle(only);
    },
  });

  if (options.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-10 w-40" />
      </div>
    );
  }
  // An error asking is treated like "no provider": the shopper is sent to the selects either way.
  const available = options.data?.plateLookup === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plate = normalisePlate(registration);
    if (!plate) {
      setInvalid('vehicle.plateRequired');
      return;
    }
    setInvalid(null);
    lookup.mutate({ registration: plate, country });
  };

  const message = invalid
    ? t(invalid)
    : lookup.isError
      ? errorText(t, lookup.error, 'vehicle.lookupFailed', { serverMessage: 'always' })
      : null;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {!available && (
        <div
          id={noteId}
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p>{t('vehicle.plateUnavailable')}</p>
          <button type="button" onClick={onUseSelects} className={`${buttonClass('secondary')} mt-2`}>
            {t('vehicle.useSelects')}
          </button>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SelectField
          label={t('vehicle.country')}
          value={country}
          disabled={!available}
          onChange={(event) => setCountry(event.target.value as PlateCountry)}
        >
          {PLATE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`vehicle.country.${code}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('vehicle.plate')}
          value={registration}
          onChange={(event) => setRegistration(event.target.value)}
          disabled={!available}
          placeholder={t('vehicle.platePlaceholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxLengthOf(findVehiclesByPlate.schema.querystring, 'registration')}
          invalid={!!invalid}
          aria-describedby={!available ? noteId : message ? errorId : undefined}
        />
      </div>
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {message}
        </p>
      )}
      {available && (
        <button type="submit" disabled={lookup.isPending} className={`${buttonClass('primary')} self-start`}>
          {lookup.isPending ? t('vehicle.searching') : t('vehicle.findByPlate')}
        </button>
      )}
      {lookup.isSuccess && !lookup.isPending && <VehicleMatches vehicles={lookup.data} />}
    </form>
  );
}
