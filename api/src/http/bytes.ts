/**
 * Node Buffers are typed over ArrayBufferLike, Hono's body type wants Uint8Array<ArrayBuffer>.
 * Buffers from fs and the store are never SharedArrayBuffer-backed, so this view (no copy) is safe.
 */
export function asBody(buf: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buf.buffer as ArrayBuffer, buf.byteOffset, buf.byteLength);
}
