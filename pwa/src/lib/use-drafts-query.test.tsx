import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDraft, saveDraftData } from '../db/drafts-repo';
import { useDraftsQuery } from './use-drafts-query';

function DraftTitle({ draftId }: { draftId: string | null }) {
  const draft = useDraftsQuery(draftId, (drafts, id) => drafts.getDraft(id));
  return <p data-testid="title">{draft === undefined ? 'none' : String(draft.data.title)}</p>;
}

const shown = () => screen.getByTestId('title').textContent;

describe('useDraftsQuery', () => {
  it('answers nothing for no draft, then follows the draft it is given, change by change', async () => {
    const first = await createDraft('pg', { title: 'Lotus Residency' });
    const view = render(<DraftTitle draftId={null} />);
    expect(shown()).toBe('none');

    view.rerender(<DraftTitle draftId={first.id} />);
    await waitFor(() => expect(shown()).toBe('Lotus Residency'));

    await act(() => saveDraftData(first.id, { title: 'Lotus Residency, Sector 62' }));
    await waitFor(() => expect(shown()).toBe('Lotus Residency, Sector 62'));
  });

  it("never shows the previous draft's answer for a new id", async () => {
    const first = await createDraft('pg', { title: 'First' });
    const second = await createDraft('pg', { title: 'Second' });
    const view = render(<DraftTitle draftId={first.id} />);
    await waitFor(() => expect(shown()).toBe('First'));

    view.rerender(<DraftTitle draftId={second.id} />);
    // The render that takes the new id has no answer for it yet: nothing, not 'First'.
    expect(shown()).toBe('none');
    await waitFor(() => expect(shown()).toBe('Second'));

    view.rerender(<DraftTitle draftId={null} />);
    expect(shown()).toBe('none');
  });
});
