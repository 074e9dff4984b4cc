/**
 * All product templates, grouped by top-level category slug so the generator can interleave the groups
 * (the first products listed then span the whole shop rather than one part type).
 */
import type { ProductTemplate } from './template-kit.ts';
import { BODY_TEMPLATES } from './templates/body-panels.ts';
import { BRAKE_TEMPLATES } from './templates/brake-system.ts';
import { LIGHT_TEMPLATES } from './templates/car-lights.ts';
import { SUSPENSION_TEMPLATES } from './templates/drivetrain-suspension.ts';
import { ELECTRICS_TEMPLATES } from './templates/electrics.ts';
import { ENGINE_TEMPLATES } from './templates/engine.ts';
import { EXHAUST_TEMPLATES } from './templates/exhaust-system.ts';
import { FILTER_TEMPLATES } from './templates/filters.ts';
import { LUGGAGE_TEMPLATES } from './templates/luggage.ts';
import { OIL_TEMPLATES } from './templates/oils-fluids.ts';
import { TOOL_TEMPLATES } from './templates/tools.ts';

export const TEMPLATES_BY_TOP_CATEGORY: Record<string, ProductTemplate[]> = {
  'brake-system': BRAKE_TEMPLATES,
  engine: ENGINE_TEMPLATES,
  'Drivetrain-suspension': SUSPENSION_TEMPLATES,
  'car-lights': LIGHT_TEMPLATES,
  filters: FILTER_TEMPLATES,
  'oils-fluids': OIL_TEMPLATES,
  electrics: ELECTRICS_TEMPLATES,
  'body-panels': BODY_TEMPLATES,
  'exhaust-system': EXHAUST_TEMPLATES,
  luggage: LUGGAGE_TEMPLATES,
  tools: TOOL_TEMPLATES,
};
