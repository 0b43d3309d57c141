/**
 * The answers a page's HTML carries (embedded-answer.ts): the main one and the further list (a
 * project page's sections), each handed out once for its own address; a broken list loses only
 * itself.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

function addScript(id: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.body.replaceChildren();
  vi.resetModules();
});

describe('takeEmbeddedAnswer', () => {
  it('hands out the main answer and each further one once, by address', async () => {
    const { EMBEDDED_ANSWER_ID, EMBEDDED_MORE_ID, takeEmbeddedAnswer } = await import('./embedded-answer');
    addScript(
      EMBEDDED_ANSWER_ID,
      JSON.stringify({ url: '/api/projects/p', fetchedAt: 5, data: { id: 'p' } }),
    );
    addScript(
      EMBEDDED_MORE_ID,
      JSON.stringify([
        { url: '/api/projects/p/prices', fetchedAt: 5, data: { items: [1] } },
        { url: '/api/projects/p/legal', fetchedAt: 5, data: { rera: 'UPRERAPRJ1' } },
        { url: '/api/projects/p/broken', fetchedAt: 'soon', data: {} },
      ]),
    );
    expect(takeEmbeddedAnswer('/api/projects/p/legal')).toEqual({
      data: { rera: 'UPRERAPRJ1' },
      fetchedAt: 5,
      fromCache: false,
    });
    expect(takeEmbeddedAnswer('/api/projects/p/legal')).toBeNull();
    expect(takeEmbeddedAnswer('/api/projects/p')?.data).toEqual({ id: 'p' });
    expect(takeEmbeddedAnswer('/api/projects/p/prices')?.data).toEqual({ items: [1] });
    expect(takeEmbeddedAnswer('/api/projects/p/broken')).toBeNull();
    expect(takeEmbeddedAnswer('/api/projects/p/escrow')).toBeNull();
  });

  it('a list that is not JSON is ignored; the main answer still counts', async () => {
    const { EMBEDDED_ANSWER_ID, EMBEDDED_MORE_ID, takeEmbeddedAnswer } = await import('./embedded-answer');
    addScript(EMBEDDED_MORE_ID, '[{"url": ');
    addScript(
      EMBEDDED_ANSWER_ID,
      JSON.stringify({ url: '/api/listings/l', fetchedAt: 1, data: { id: 'l' } }),
    );
    expect(takeEmbeddedAnswer('/api/listings/l')?.data).toEqual({ id: 'l' });
  });
});
