/** Unit tests translate synchronously: every catalogue, the back office's included, is in place. */
import { adminEn } from '../i18n/admin-en.ts';
import { adminPl } from '../i18n/admin-pl.ts';
import { en } from '../i18n/en.ts';
import { pl } from '../i18n/pl.ts';
import { registerMessages } from '../lib/i18n.ts';

registerMessages('en', { ...en, ...adminEn });
registerMessages('pl', { ...pl, ...adminPl });
