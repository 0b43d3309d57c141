/**
 * The change history with the API answered by a stubbed fetch: Revert is offered only on parts the
 * server says can be reverted (a superseded one says by which change), a multi-section change has
 * one Revert per section sending `?section=`, and a revert the server refuses (409, e.g. a race)
 * shows the server's reason.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangeHistory } from './change-history';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const by = { id: 'a1', name: 'Asha' };
const field = (path: string, before: unknown, after: unknown) => ({ path, before, after });
const items = [
  {
    id: 'c3',
    at: '2026-11-25T04:00:00.000Z',
    by,
    sections: ['costSheet'],
    fields: [field('costSheet', { notes: 'first' }, { notes: 'second' })],
    revertOf: null,
    created: false,
    revert: [{ section: null, sections: ['costSheet'], paths: ['costSheet'], blocked: null }],
  },
  {
    id: 'c2',
    at: '2026-11-24T04:00:00.000Z',
    by,
    sections: ['hero', 'display'],
    fields: [field('modern.hero', null, { title: 'A' }), field('modern.display', null, { featured: true })],
    revertOf: null,
    created: false,
    revert: [
      { section: 'hero', sections: ['hero'], paths: ['modern.hero'], blocked: null },
      { section: 'display', sections: ['display'], paths: ['modern.display'], blocked: null },
    ],
  },
  {
    id: 'c1',
    at: '2026-11-23T04:00:00.000Z',
    by,
    sections: ['costSheet'],
    fields: [field('costSheet', null, { notes: 'first' })],
    revertOf: null,
    created: false,
    revert: [
      {
        section: null,
        sections: ['costSheet'],
        paths: ['costSheet'],
        blocked: {
          kind: 'superseded',
          change: { id: 'c3', at: '2026-11-25T04:00:00.000Z', by },
          message: '"costSheet" was changed again on 25 Nov 2026, 9:30 am by Asha: revert that change first.',
        },
      },
    ],
  },
];

function serve(revertAnswer: () => Response) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(input);
        return Promise.resolve(revertAnswer());
      }
      return Promise.resolve(json(200, { items }));
    }),
  );
  return posts;
}

afterEach(() => vi.unstubAllGlobals());

const entry = async (id: string) =>
  (await screen.findAllByTestId('history-item'))[items.findIndex((i) => i.id === id)]!;

describe('ChangeHistory', () => {
  it('offers Revert only where the server allows it, and says what superseded the rest', async () => {
    serve(() => json(200, { ok: true, change: null }));
    render(<ChangeHistory projectId="p1" version={0} onReverted={() => undefined} />);
    const old = await entry('c1');
    expect(within(old).queryByRole('button', { name: /Revert/ })).toBeNull();
    expect(within(old).getByTestId('revert-blocked').textContent).toMatch(
      /^Superseded by the change of 25 Nov 2026, .+ by Asha: revert that one first\.$/,
    );
    expect(within(await entry('c3')).getByRole('button', { name: 'Revert this change' })).toBeTruthy();
  });

  it('reverts one section of a multi-section change on its own', async () => {
    const posts = serve(() => json(200, { ok: true, change: null }));
    const user = userEvent.setup();
    const onReverted = vi.fn();
    render(<ChangeHistory projectId="p1" version={0} onReverted={onReverted} />);
    const multi = await entry('c2');
    expect(within(multi).getByRole('button', { name: 'Revert hero' })).toBeTruthy();
    await user.click(within(multi).getByRole('button', { name: 'Revert display' }));
    await user.click(within(multi).getByRole('button', { name: 'Revert' }));
    expect(await within(multi).findByText('Reverted')).toBeTruthy();
    expect(posts).toEqual(['/api/projects/p1/admin/history/c2/revert?section=display']);
    expect(onReverted).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when a revert is refused (409)", async () => {
    const message =
      '"costSheet" was changed again on 25 Nov 2026, 9:45 am by Ravi: revert that change first.';
    const posts = serve(() => json(409, { error: 'conflict', message }));
    const user = userEvent.setup();
    render(<ChangeHistory projectId="p1" version={0} onReverted={() => undefined} />);
    const latest = await entry('c3');
    await user.click(within(latest).getByRole('button', { name: 'Revert this change' }));
    await user.click(within(latest).getByRole('button', { name: 'Revert' }));
    expect(await within(latest).findByText(`Revert failed: ${message}`)).toBeTruthy();
    expect(posts).toEqual(['/api/projects/p1/admin/history/c3/revert']);
  });
});
