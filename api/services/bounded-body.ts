/**
 * Reads an outside service's answer with a size cap (declared and actual), so a misbehaving server can
 * never make us buffer without bound. The caller turns the problem into its own error type.
 */
export async function readBoundedText(
  response: Response,
  maxBytes: number,
  fail: (reason: string) => Error,
): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw fail(`answer too large (${declared} bytes)`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw fail(`answer larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw fail('answer is not UTF-8');
  }
}
