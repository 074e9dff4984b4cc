/**
 * The bulky-goods select of the product form and the scraper's Add to Catalog form: not bulky or one of
 * the three surcharge groups, named with what belongs to each (the groups of the delivery page).
 */
import { BULKY_CLASSES, type BulkyClass } from '#api/contract/delivery-rules.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';
import { useT } from '../../../lib/i18n.ts';
import { isBulkyClass } from '../bulky-class.ts';

const OPTION_KEYS = {
  none: 'adminProduct.bulkyNone',
  small: 'adminProduct.bulkySmall',
  medium: 'adminProduct.bulkyMedium',
  large: 'adminProduct.bulkyLarge',
} as const satisfies Record<BulkyClass, string>;

interface BulkyClassFieldProps {
  value: BulkyClass;
  onChange: (value: BulkyClass) => void;
  /** Says that the select follows the category until the admin picks a group (a new product's). */
  followsCategory?: boolean;
  className?: string;
  /** Left out of the form (the server then takes the category's default), e.g. while categories load. */
  disabled?: boolean;
}

export function BulkyClassField(props: BulkyClassFieldProps) {
  const { value, onChange, followsCategory = false, className, disabled } = props;
  const t = useT();
  return (
    <SelectField
      name="bulkyClass"
      label={t('adminProduct.bulkyClass')}
      hint={followsCategory ? t('adminProduct.bulkyHint') : undefined}
      value={value}
      onChange={(event) => {
        if (isBulkyClass(event.target.value)) onChange(event.target.value);
      }}
      className={className}
      disabled={disabled}
    >
      {BULKY_CLASSES.map((bulkyClass) => (
        <option key={bulkyClass} value={bulkyClass}>
          {t(OPTION_KEYS[bulkyClass])}
        </option>
      ))}
    </SelectField>
  );
}
