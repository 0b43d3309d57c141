/** How the Idempotency-Key layer decides "the same request": JSON by content, forms by fields and bytes. */
import { describe, expect, it } from 'vitest';
import { requestHashOfBody } from './idempotency';

async function encode(form: FormData): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await req.arrayBuffer()), type: req.headers.get('Content-Type')! };
}
const photoForm = (bytes: number[]) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'a.jpg');
  return form;
};
const hashOf = async (form: FormData) => {
  const { bytes, type } = await encode(form);
  return requestHashOfBody('POST', '/api/upload', bytes, type);
};

describe('requestHashOfBody', () => {
  it('a replayed upload (a new form, so a new boundary) hashes the same', async () => {
    const a = await encode(photoForm([0xff, 0xd8, 0xff, 1, 2]));
    const b = await encode(photoForm([0xff, 0xd8, 0xff, 1, 2]));
    expect(a.type).not.toBe(b.type);
    expect(await requestHashOfBody('POST', '/api/upload', a.bytes, a.type)).toBe(
      await requestHashOfBody('POST', '/api/upload', b.bytes, b.type),
    );
  });

  it('another photo hashes differently', async () => {
    expect(await hashOf(photoForm([0xff, 0xd8, 0xff, 1]))).not.toBe(
      await hashOf(photoForm([0xff, 0xd8, 0xff, 2])),
    );
  });

  it('JSON by content: key order and spacing do not matter', async () => {
    const enc = (s: string) => new Uint8Array(new TextEncoder().encode(s));
    expect(await requestHashOfBody('POST', '/p', enc('{"a":1,"b":[2]}'), 'application/json')).toBe(
      await requestHashOfBody('POST', '/p', enc('{ "b": [2], "a": 1 }'), 'application/json'),
    );
  });
});
