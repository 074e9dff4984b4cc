/**
 * Where a worker thread's or child process's entry module is: beside the server bundle in production
 * (`dist/server/<name>.js`, found from the bundle or one of its chunks), or the TypeScript source when
 * the server runs from sources (tests, `npm run dev`), which then needs tsx to load.
 */
import fs from 'node:fs';

export type WorkerEntry = { source: true; url: URL } | { source: false; url: URL };

/** `sourceUrl`: the .ts module, relative to the caller's `import.meta.url`; `name`: its bundle name. */
export function workerEntry(callerUrl: string, sourcePath: string, name: string): WorkerEntry {
  if (callerUrl.endsWith('.ts')) return { source: true, url: new URL(sourcePath, callerUrl) };
  const url = [`./${name}.js`, `../${name}.js`]
    .map((candidate) => new URL(candidate, callerUrl))
    .find((candidate) => fs.existsSync(candidate));
  if (!url) throw new Error(`${name}.js not found beside the server bundle`);
  return { source: false, url };
}
