/**
 * docs/api.md as it must read: every api/contract module loaded, the generated part rendered afresh
 * and the whole formatted by Prettier.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import prettier from 'prettier';
import { renderApiReference, withApiReference, type ContractModule } from './api-docs.ts';

export const CONTRACT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contract');

/** Every api/contract/*.ts module (tests aside), by file name, with its exports and source. */
export async function loadContractModules(dir = CONTRACT_DIR): Promise<ContractModule[]> {
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const modules: ContractModule[] = [];
  for (const file of files) {
    const full = path.join(dir, file);
    const exports = (await import(pathToFileURL(full).href)) as Record<string, unknown>;
    modules.push({ file, exports, source: fs.readFileSync(full, 'utf8') });
  }
  return modules;
}

export async function apiDocument(current: string, filePath: string): Promise<string> {
  const options = (await prettier.resolveConfig(filePath)) ?? {};
  const reference = renderApiReference(await loadContractModules());
  return prettier.format(withApiReference(current, reference), { ...options, filepath: filePath });
}
