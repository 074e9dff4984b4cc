/**
 * Files the browser downloads (an invoice PDF, say): fetched as a Blob with the name the server gives
 * it in Content-Disposition, and saved under that name with an object URL and a temporary
 * `<a download>`.
 */
import { ApiError } from './api-client.ts';
import { usePreferences } from './preferences.ts';

/** A downloaded file and the name to save it under. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** Characters no saved file name keeps: control characters and those Windows refuses. */
const unsafeChar = (char: string) => char < ' ' || char === '\u007f' || '"<>:|?*'.includes(char);

/** A name safe to save under: no folders, no control characters, no leading dots. */
function safeFileName(name: string): string | null {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => !unsafeChar(char))
    .join('')
    .replace(/^\.+/, '')
    .trim();
  return clean === '' ? null : clean;
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 6266/5987, UTF-8 and percent
 * encoded) first, else `filename` (quoted, with backslash escapes, or a bare token); `fallback` when
 * there is none or it cannot be used.
 */
export function fileNameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const match = /^\s*([\w!#$%&+^`{}~-]+)'[^']*'(.+?)\s*$/.exec(extended[1]!);
    if (match && /^utf-8$/i.test(match[1]!)) {
      try {
        const name = safeFileName(decodeURIComponent(match[2]!));
        if (name) return name;
      } catch {
        // A malformed percent sequence: fall through to the plain filename.
      }
    }
  }
  const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const plain = quoted
    ? quoted[1]!.replace(/\\(.)/g, '$1')
    : /(?:^|;)\s*filename\s*=\s*([^";\s]+)/i.exec(header)?.[1];
  return (plain && safeFileName(plain)) || fallback;
}

/**
 * Fetches a file of `type` (with the session; never from a cache) under the name the server gives it,
 * else `fallbackName`. A failed answer throws an `ApiError` as `apiFetch` does (its message in the
 * shop's language); an answer of another type (a proxy's or a worker's page) is not the file and throws.
 */
export async function fetchFile(
  path: string,
  init: RequestInit,
  expected: { type: string; fallbackName: string },
): Promise<DownloadedFile> {
  const response = await fetch(path, {
    ...init,
    credentials: 'include',
    cache: 'no-store',
    headers: {
      ...(init.headers as Record<string, string> | undefined),
      Accept: `${expected.type}, application/json`,
      'X-Language': usePreferences.getState().language,
    },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith(expected.type)) throw new Error(`Not ${expected.type}: ${type}`);
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('content-disposition'), expected.fallbackName),
  };
}

/** How long the object URL lives after the click: the browser has started the download by then. */
const REVOKE_AFTER_MS = 60_000;

/** Saves `blob` as `fileName`: an object URL on a temporary `<a download>`, clicked, then removed. */
export function saveFile(
  { blob, fileName }: DownloadedFile,
  env: { document: Document; url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> } = {
    document,
    url: URL,
  },
): void {
  const href = env.url.createObjectURL(blob);
  const link = env.document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  env.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => env.url.revokeObjectURL(href), REVOKE_AFTER_MS);
  }
}
