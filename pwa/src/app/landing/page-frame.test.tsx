/**
 * The light page frame (page-frame.tsx): a page of light-pages.ts renders in it without Ionic; a
 * link elsewhere, or a sheet the page asks for, hands over to the full app, and the page the full
 * app renders at the same address starts with that sheet open (lib/frame-handover.ts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../db/db';
import ReportsPage from '../../features/reports/pages/reports-page';
import { useFrameSheet } from '../../lib/frame-handover';
import { lightPageFor } from './light-pages';
import { PageFrame } from './page-frame';

function serveNothing() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ error: 'not_found', message: 'Not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
}

const SHEETS = ['filters'] as const;

/** A page with one sheet, as Explore has: its state is useFrameSheet's. */
function SheetPage() {
  const [sheet, setSheet] = useFrameSheet(SHEETS);
  return (
    <main>
      <h1>Sheet page</h1>
      <button type="button" onClick={() => setSheet('filters')}>
        Filters
      </button>
      {sheet === 'filters' && <p role="dialog">The filter sheet</p>}
    </main>
  );
}

function openInFrame(path: string, Page: () => React.ReactElement) {
  const page = lightPageFor(path);
  if (!page) throw new Error(`${path} is not a light page`);
  const onLeave = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <PageFrame page={page} Page={Page} onLeave={onLeave} handoverFailed={false} />
    </MemoryRouter>,
  );
  return { onLeave, view };
}

afterAll(() => db.close());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the light page frame', () => {
  it('renders /reports in the light chrome with no Ionic element, its tabs plain buttons', async () => {
    serveNothing();
    const { view, onLeave } = openInFrame('/reports', ReportsPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Project Reports' })).toBeTruthy();
    expect(view.container.querySelector('[data-light-frame="page"]')).toBeTruthy();
    expect([...view.container.querySelectorAll('*')].some((el) => el.tagName.startsWith('ION-'))).toBe(false);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Top Rated', 'Recent', 'Trending']);
    expect(screen.getByTestId('bottom-bar')).toBeTruthy();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('a link to another page hands over to the full app', async () => {
    serveNothing();
    const { onLeave } = openInFrame('/reports', ReportsPage);
    await userEvent.click(screen.getByRole('link', { name: 'Shortlist' }));
    expect(onLeave).toHaveBeenCalled();
  });

  it('an address that is not the page’s at mount (history moved before React started) hands over', () => {
    serveNothing();
    const page = lightPageFor('/explore')!;
    const onLeave = vi.fn();
    render(
      <MemoryRouter initialEntries={['/post-pg']}>
        <PageFrame page={page} Page={SheetPage} onLeave={onLeave} handoverFailed={false} />
      </MemoryRouter>,
    );
    expect(onLeave).toHaveBeenCalled();
  });

  it('a sheet asked for hands over, and the full app’s page at that address opens with it', async () => {
    const { onLeave } = openInFrame('/explore', SheetPage);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(onLeave).toHaveBeenCalled();
    // The light frame does not open it itself: there are no Ionic sheets in it.
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup(); // the frame leaves; the full app renders the same page
    render(
      <MemoryRouter initialEntries={['/explore']}>
        <SheetPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('dialog').textContent).toBe('The filter sheet');
    cleanup(); // taken once: a later visit of the page starts closed
    render(
      <MemoryRouter initialEntries={['/explore']}>
        <SheetPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // Outside a light frame the sheet opens in place.
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
