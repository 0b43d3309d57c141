import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const directory = (total: number) => ({
  items: [],
  total,
  page: 1,
  pageSize: 20,
  cities: [],
  localities: [],
  asOf: new Date().toISOString(),
  method: {},
});

/** GET /api/agents?type=… answered per type; anything else fails like a lost network. */
function serve(totals: Record<string, number> | null) {
  vi.stubGlobal('fetch', (input: string | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const total = totals?.[url.searchParams.get('type') ?? ''];
    if (url.pathname === '/api/agents' && total !== undefined)
      return Promise.resolve(json(200, directory(total)));
    if (totals === null) return Promise.resolve(json(500, { error: 'internal', message: 'Server error' }));
    return Promise.reject(new TypeError('Failed to fetch'));
  });
}

/**
 * The page with fresh modules: the query hook keeps answers in memory per URL for the session, so
 * each test loads its own copy (router included, so the page and the router share one context).
 */
async function open() {
  vi.resetModules();
  const [{ MemoryRouter }, { default: AgentPlansPage }] = await Promise.all([
    import('react-router-dom'),
    import('./agent-plans-page'),
  ]);
  render(
    <MemoryRouter initialEntries={['/monetization/agent-plans']}>
      <AgentPlansPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/monetization/agent-plans', () => {
  it('says every plan is free, lists what an agent gets, and counts the directory from the API', async () => {
    serve({ agent: 5, 'property-manager': 2, builder: 1 });
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Agent plans' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Every plan is free for now' })).toBeTruthy();
    for (const [name, to] of [
      ['A profile in the directory', '/agents/register'],
      ['Leads inbox', '/agents/leads'],
      ['Agent dashboard', '/agents/dashboard'],
      ['Post listings', '/sell/post'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')).toBe(to);
    }
    const counts = await screen.findByTestId('directory-counts');
    const links = within(counts).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['5agents', '/agents'],
      ['2property managers', '/agents?type=property-manager'],
      ['1builder', '/agents?type=builder'],
    ]);
    expect(counts.textContent).toMatch(/How these are counted: .* figures computed just now\./);
    // No price or plan that does not exist.
    expect(document.body.textContent).not.toMatch(/₹|per month|premium/i);
  });

  it('says so when the directory cannot be read, and offers Retry', async () => {
    serve(null);
    await open();
    expect(await screen.findByText("Could not load the directory's figures.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    // The rest of the page does not depend on the API.
    expect(screen.getByRole('heading', { name: 'How to get listed' })).toBeTruthy();
  });
});
