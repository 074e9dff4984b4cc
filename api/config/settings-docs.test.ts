/** docs/settings.md holds the reference the settings schema and its notes give: it cannot drift. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA } from './config.ts';
import { settingsDocument } from './settings-docs-file.ts';
import { renderSettingsReference, SETTING_NOTES } from './settings-docs.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/settings.md');

describe('docs/settings.md', () => {
  it('is what `npm run docs:settings` writes (run it after changing a setting)', async () => {
    const current = fs.readFileSync(file, 'utf8');
    expect(current).toBe(await settingsDocument(current, file));
  });

  it('documents every variable the schema reads, with its default and accepted values', () => {
    expect(Object.keys(SETTING_NOTES).sort()).toEqual(Object.keys(ENV_SCHEMA.properties).sort());
    const reference = renderSettingsReference();
    for (const name of Object.keys(ENV_SCHEMA.properties)) expect(reference).toContain(`### \`${name}\``);
    expect(reference).toContain('Default: `3000`. Accepted: a whole number from 1 to 65535.');
    expect(reference).toContain('Accepted: `sandbox`, `payneteasy`.');
  });
});
