/**
 * `npm run docs:api`: writes the endpoint reference of docs/api.md from the contract
 * (api/services/api-docs.ts), formatted as the repository's Prettier formats it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiDocument } from '../api/services/api-docs-file.ts';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/api.md');
fs.writeFileSync(file, await apiDocument(fs.readFileSync(file, 'utf8'), file));
console.log(`wrote ${path.relative(process.cwd(), file)}`);
