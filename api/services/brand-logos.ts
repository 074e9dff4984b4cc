/**
 * Uploaded brand logos: the type is read from the bytes (never the name or the declared type), then
 * sharp decodes and re-encodes the picture (metadata stripped, at most 512x512). SVGs are rasterised
 * to PNG (in a child process with a time limit, within an effects budget), so no script or external
 * reference is ever served from an upload.
 */
import type { Sharp } from 'sharp';
import { loadSharp } from './sharp.ts';
import { AppError } from '../http/app-error.ts';
import { type LogoRasterLimits, rasteriseSvg, svgEffectsProblem } from './logo-raster.ts';

export type LogoFormat = 'png' | 'jpeg' | 'webp' | 'svg';

const LOGO_SIZE = 512;
/** Bigger pictures are refused before they are decoded (decompression bombs). */
const MAX_INPUT_PIXELS = 4096 * 4096;

const unsupported = () => new AppError(415, 'logo_type_not_supported');

const startsWith = (buf: Buffer, bytes: number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The SVG's text when the bytes are UTF-8 whose root element (after the XML prolog) is `<svg`. */
function svgText(buf: Buffer): string | null {
  let text: string;
  try {
    // Strips a BOM; refuses bytes that are not UTF-8 (binaries).
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return null;
  }
  let rest = text;
  for (;;) {
    rest = rest.trimStart();
    const prolog = /^<\?xml[\s\S]*?\?>|^<!--[\s\S]*?-->|^<!doctype[^>[]*(\[[\s\S]*?\])?\s*>/i.exec(rest);
    if (!prolog) break;
    rest = rest.slice(prolog[0].length);
  }
  return /^<svg[\s/>]/.test(rest) ? text : null;
}

/**
 * Entities (billion laughs, external entities) and references to anything outside the file: librsvg
 * does not fetch them for a buffer, but such a file is no plain logo either.
 */
function isUnsafeSvg(text: string): boolean {
  return (
    /<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text) ||
    /\b(?:href|src)\s*=\s*["']?\s*(?![\s#"']|data:image\/)/i.test(text) ||
    /url\(\s*["']?\s*(?![\s#"')]|data:image\/)/i.test(text) ||
    /@import/i.test(text)
  );
}

/** The picture's format from its first bytes; null for anything else (executables, documents...). */
export function sniffLogo(buf: Buffer): LogoFormat | null {
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return 'webp';
  return svgText(buf) === null ? null : 'svg';
}

export interface NormalisedLogo {
  data: Buffer;
  extension: 'png' | 'jpg' | 'webp';
}

async function metadataOf(buf: Buffer, limitInputPixels: number | false) {
  try {
    return await (await loadSharp())(buf, { limitInputPixels }).metadata();
  } catch {
    throw unsupported();
  }
}

async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch {
    throw unsupported();
  }
}

const fitLogo = { fit: 'inside', withoutEnlargement: true } as const;

/**
 * Checks and re-encodes an uploaded logo; 415 `logo_type_not_supported` for anything else. An SVG
 * with effects beyond a logo's budget, or whose rendering takes too long, is a 422 `logo_too_complex`.
 */
export async function normaliseLogo(buf: Buffer, rasterLimits?: LogoRasterLimits): Promise<NormalisedLogo> {
  const format = sniffLogo(buf);
  if (format === null) throw unsupported();
  if (format === 'svg') {
    const text = buf.toString('utf8');
    if (isUnsafeSvg(text)) throw unsupported();
    if (svgEffectsProblem(text) !== null) throw new AppError(422, 'logo_too_complex');
    return { data: await rasteriseSvg(buf, rasterLimits), extension: 'png' };
  }
  const sharp = await loadSharp();
  const meta = await metadataOf(buf, MAX_INPUT_PIXELS);
  if (meta.format !== format) throw unsupported();
  // rotate(): applies the EXIF orientation before the metadata is dropped.
  const base = sharp(buf, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(LOGO_SIZE, LOGO_SIZE, fitLogo);
  if (format === 'png') return { data: await encode(base.png({ compressionLevel: 9 })), extension: 'png' };
  if (format === 'jpeg') return { data: await encode(base.jpeg({ quality: 88 })), extension: 'jpg' };
  return { data: await encode(base.webp({ quality: 88 })), extension: 'webp' };
}
