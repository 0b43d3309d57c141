/**
 * The modern editor's Editor tab with the API answered by a stubbed fetch: a changed section gets
 * its dot, Save sends only the changed sections and clears the dots, and a section with invalid
 * JSON stops the save with the spec's message.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModernSectionsEditor } from './modern-sections-editor';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const details = {
  hero: { title: 'Aravali Heights' },
  gallery: null,
  pricing: null,
  paymentPlan: null,
  specs: null,
  escrow: null,
  construction: null,
  amenities: ['Pool'],
  qualityAudits: null,
  customSections: null,
  display: null,
};

function serve() {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        url: input,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      return Promise.resolve(json(200, method === 'GET' ? details : { modern: details, change: null }));
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('ModernSectionsEditor', () => {
  it('sends only the changed sections and clears their dots', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(<ModernSectionsEditor projectId="p1" initial="display" />);
    const area = await screen.findByLabelText('display JSON');
    expect(screen.queryByText('(changed)')).toBeNull();
    await user.clear(area);
    await user.type(area, '{{"featured":true}');
    expect(screen.getByRole('button', { name: 'display (changed)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'hero' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/projects/p1/admin/modern-details');
    expect(put?.body).toEqual({ display: { featured: true } });
    expect(screen.getByRole('button', { name: 'display' })).toBeTruthy();
  });

  it('names the section with invalid JSON and sends nothing', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(<ModernSectionsEditor projectId="p1" initial="escrow" />);
    const area = await screen.findByLabelText('escrow JSON');
    await user.clear(area);
    await user.type(area, '{{bankName: HDFC}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"escrow" has invalid JSON. Fix it and try again.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('says so when the details cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(500, { error: 'x', message: 'Boom' }))),
    );
    render(<ModernSectionsEditor projectId="p1" initial="hero" />);
    expect(await screen.findByText('Could not load existing details.')).toBeTruthy();
  });
});
