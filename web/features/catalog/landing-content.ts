/** The landing page's fixed choices: category tiles, brands, how it works. */
import type { TextKey } from '../../lib/i18n.ts';

/** The 8 tiles: links to top-level category pages (by slug), with a name to fall back on if the server lacks one. */
export const CATEGORY_TILES: { slug: string; fallback: TextKey }[] = [
  { slug: 'engine', fallback: 'home.tile.engine' },
  { slug: 'filters', fallback: 'home.tile.filters' },
  { slug: 'brake-system', fallback: 'home.tile.brakes' },
  { slug: 'body-panels', fallback: 'home.tile.body' },
  { slug: 'electrics', fallback: 'home.tile.electrics' },
  { slug: 'car-lights', fallback: 'home.tile.lights' },
  { slug: 'Drivetrain-suspension', fallback: 'home.tile.suspension' },
  { slug: 'exhaust-system', fallback: 'home.tile.exhaust' },
];

/**
 * The 8 brands of the logo block, as named in the catalogue, and what the link searches for: two
 * double-barrelled names are searched by their first word (as shoppers type them and as the parts
 * are often labelled), which also keeps "Febi Bilstein" from matching plain Bilstein.
 */
export const FEATURED_BRANDS: { name: string; search: string }[] = [
  { name: 'Bosch', search: 'Bosch' },
  { name: 'Brembo', search: 'Brembo' },
  { name: 'Mann-Filter', search: 'MANN' },
  { name: 'Febi Bilstein', search: 'FEBI' },
  { name: 'Valeo', search: 'Valeo' },
  { name: 'Hella', search: 'Hella' },
  { name: 'SKF', search: 'SKF' },
  { name: 'NGK', search: 'NGK' },
];

export const HOW_IT_WORKS: { title: TextKey; text: TextKey }[] = [
  { title: 'home.step1Title', text: 'home.step1Text' },
  { title: 'home.step2Title', text: 'home.step2Text' },
  { title: 'home.step3Title', text: 'home.step3Text' },
  { title: 'home.step4Title', text: 'home.step4Text' },
];
