/** HSN/TSN from a German registration document: checked here, then looked up in our vehicles table. */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { findVehiclesByTypeCode } from '#api/contract/vehicles.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { chooseVehicle } from '../chosen-vehicle.ts';
import { checkTypeCode } from '../type-code.ts';
import { VehicleMatches } from './vehicle-matches.tsx';

export function TypeCodeLookup() {
  const t = useT();
  const ids = { help: useId(), hsn: useId(), tsn: useId(), server: useId() };
  const [hsn, setHsn] = useState('');
  const [tsn, setTsn] = useState('');
  const [errors, setErrors] = useState<{ hsn?: TextKey; tsn?: TextKey }>({});
  const lookup = useMutation({
    mutationFn: (query: { hsn: string; tsn: string }) => apiFetch(findVehiclesByTypeCode, { query }),
    onSuccess: (vehicles) => {
      // A single match is the shopper's car; several are listed to pick from.
      const [only] = vehicles;
      if (only && vehicles.length === 1) void chooseVehicle(only);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkTypeCode({ hsn, tsn });
    if (!result.ok) {
      setErrors(result.errors);
      lookup.reset();
      return;
    }
    setErrors({});
    lookup.mutate({ hsn: result.hsn, tsn: result.tsn });
  };

  const describedBy = (field: 'hsn' | 'tsn') =>
    [ids.help, errors[field] && ids[field]].filter(Boolean).join(' ');

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p id={ids.help} className="text-sm text-slate-700">
        {t('vehicle.typeCodeHelp')}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <TextField
            label={t('vehicle.hsn')}
            value={hsn}
            onChange={(event) => setHsn(event.target.value)}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            invalid={!!errors.hsn}
            aria-describedby={describedBy('hsn')}
          />
          {errors.hsn && (
            <p id={ids.hsn} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {t(errors.hsn)}
            </p>
          )}
        </div>
        <div>
          <TextField
            label={t('vehicle.tsn')}
            value={tsn}
            onChange={(event) => setTsn(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            invalid={!!errors.tsn}
            aria-describedby={describedBy('tsn')}
          />
          {errors.tsn && (
            <p id={ids.tsn} role="alert" className="mt-1 text-sm font-medium text-red-800">
              {t(errors.tsn)}
            </p>
          )}
        </div>
      </div>
      {lookup.isError && (
        <p id={ids.server} role="alert" className="text-sm font-medium text-red-800">
          {errorText(t, lookup.error, 'vehicle.lookupFailed', { serverMessage: 'always' })}
        </p>
      )}
      <button type="submit" disabled={lookup.isPending} className={`${buttonClass('primary')} self-start`}>
        {lookup.isPending ? t('vehicle.searching') : t('vehicle.findByTypeCode')}
      </button>
      {lookup.isSuccess && <VehicleMatches vehicles={lookup.data} />}
    </form>
  );
}
