/** Shared primitives: notifications, tooltips, dialogs. */
import type { uiEn } from '../en/ui.ts';
import type { CatalogueOf } from '../types.ts';

export const uiPl: CatalogueOf<typeof uiEn> = {
  'toast.region': 'Powiadomienia ({hotkey})',
  'toast.dismiss': 'Zamknij powiadomienie',
  'toast.announce': 'Powiadomienie',
  'ui.workingDays': {
    one: '{days} dzień roboczy',
    few: '{days} dni robocze',
    many: '{days} dni roboczych',
    other: '{days} dnia roboczego',
  },
};
