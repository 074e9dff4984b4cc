/** docs/settings.md as it must read: its generated part rendered afresh and formatted by Prettier. */
import prettier from 'prettier';
import { renderSettingsReference, withSettingsReference } from './settings-docs.ts';

export async function settingsDocument(current: string, filePath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  return prettier.format(withSettingsReference(current, renderSettingsReference()), {
    ...options,
    filepath: filePath,
  });
}
