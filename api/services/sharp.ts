/**
 * sharp (libvips) takes about 0.2 s to load and only logo uploads and scraped pictures use it:
 * loaded on first use, so the server starts without it.
 */
import type SharpFactory from 'sharp';

let loading: Promise<typeof SharpFactory> | undefined;

export function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
