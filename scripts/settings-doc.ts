/**
 * `npm run docs:settings`: writes the settings reference of docs/settings.md from the settings schema
 * and its notes (api/config/settings-docs.ts), formatted as the repository's Prettier formats it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingsDocument } from '../api/config/settings-docs-file.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/settings.md');
fs.writeFileSync(file, await settingsDocument(fs.readFileSync(file, 'utf8'), file));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
