/**
 * An invoice PDF in the browser: the file name the server gives it (Content-Disposition), and saving
 * the downloaded file with an object URL and a temporary `<a download>`.
 */

/** What a download hands back: the PDF and the name to save it under. */
export interface InvoiceFile {
  blob: Blob;
  fileName: string;
}

/** 'FV/2026/000123' -> 'FV-2026-000123.pdf': what the server names it too. */
export function invoiceFallbackName(number: string): string {
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}.pdf`;
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

/** How long the object URL lives after the click: the browser has started the download by then. */
const REVOKE_AFTER_MS = 60_000;

/** Saves `blob` as `fileName`: an object URL on a temporary `<a download>`, clicked, then removed. */
export function saveFile(
  { blob, fileName }: InvoiceFile,
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
