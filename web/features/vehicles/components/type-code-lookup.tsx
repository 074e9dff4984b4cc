/** HSN/TSN from a German registration document: checked here, then looked up in our vehicles table. */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { maxLengthOf } from '#api/contract/define-route.ts';
import { findVehiclesByTypeCode } from '#api/contract/vehicles.ts';
import { buttonClass } from '../../../components/ui/button-styles.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/api-errors.ts';
import { useT, type TextKey } from '../../../lib/i18n.ts';
import { chooseVehicle } from '../chosen-vehicle.ts';
import { checkTypeCode } from '../type-code.ts';
import { VehicleMatches } from './vehicle-matches.tsx';

const TypeCodeQuery = findVehiclesByTypeCode.schema.querystring;

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
        <CodeField
          label={t('vehicle.hsn')}
          value={hsn}
          onChange={setHsn}
          inputMode="numeric"
          maxLength={maxLengthOf(TypeCodeQuery, 'hsn')}
          error={errors.hsn}
          errorId={ids.hsn}
          describedBy={describedBy('hsn')}
        />
        <CodeField
          label={t('vehicle.tsn')}
          value={tsn}
          onChange={setTsn}
          autoCapitalize="characters"
          maxLength={maxLengthOf(TypeCodeQuery, 'tsn')}
          error={errors.tsn}
          errorId={ids.tsn}
          describedBy={describedBy('tsn')}
        />
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

/** One code box (HSN or TSN) and, under it, what is wrong with it. */
function CodeField({
  label,
  value,
  onChange,
  inputMode,
  autoCapitalize,
  maxLength,
  error,
  errorId,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoCapitalize?: string;
  maxLength: number;
  error: TextKey | undefined;
  errorId: string;
  describedBy: string;
}) {
  const t = useT();
  return (
    <div>
      <TextField
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode={inputMode}
        autoComplete="off"
        autoCapitalize={autoCapitalize}
        spellCheck={false}
        maxLength={maxLength}
        invalid={!!error}
        aria-describedby={describedBy}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}
