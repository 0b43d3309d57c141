import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import type { AppType } from './app';

describe('AppType', () => {
  it('gives the PWA a typed client', () => {
    const client = hc<AppType>('http://localhost');
    // Compile-time: these paths and params only type-check if AppType carries the routes.
    expect(typeof client.api.health.$get).toBe('function');
    const file = client.api.files[':id'].$url({
      param: { id: '0123456789abcdef01234567' },
      query: { w: '480' },
    });
    expect(file.pathname + file.search).toBe('/api/files/0123456789abcdef01234567?w=480');
  });
});
