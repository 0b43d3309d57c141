/**
 * The report draft is never lost: every change is copied synchronously to localStorage
 * (lib/unsaved-copy.ts) besides the debounced IndexedDB save, so a tab closed (or crashed) within the
 * ~400 ms debounce — before IndexedDB got the last words — shows them again on the next visit.
 * "Closed" is simulated by unmounting without waiting and making the IndexedDB write never land.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/db';
import type * as draftsRepo from '../../../db/drafts-repo';
import { listReportDrafts } from '../../../db/drafts-repo';
import ReportPage from '../pages/report-page';
import { REPORT_UNSAVED_KEY } from './use-report-draft';

/** While `lost` is set, IndexedDB writes of drafts never finish (the tab went before they did). */
const cut = vi.hoisted(() => ({ lost: false }));
vi.mock('../../../db/drafts-repo', async (importOriginal) => {
  const real = await importOriginal<typeof draftsRepo>();
  const never = new Promise<never>(() => undefined);
  return {
    ...real,
    createDraft: (...args: Parameters<typeof real.createDraft>) =>
      cut.lost ? never : real.createDraft(...args),
    saveDraftData: (...args: Parameters<typeof real.saveDraftData>) =>
      cut.lost ? never : real.saveDraftData(...args),
  };
});

async function openForm(entry = '/report') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <ReportPage />
    </MemoryRouter>,
  );
  const submit = await screen.findByRole<HTMLButtonElement>('button', { name: /submit/i });
  await expect.poll(() => submit.disabled).toBe(false);
  return { user, view };
}

const title = () => screen.getByLabelText<HTMLInputElement>('Title');
const storedTitle = async () => (await listReportDrafts()).find((d) => d.status === 'editing')?.data.title;

beforeEach(async () => {
  cut.lost = false;
  localStorage.clear();
  await db.drafts.clear();
  await db.draftPhotos.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the report draft survives a closed tab', () => {
  it('shows "Saving…" from the first change until IndexedDB holds it, then "Saved"', async () => {
    await openForm();
    expect(screen.queryByTestId('report-status')).toBeNull();

    fireEvent.change(title(), { target: { value: 'Lift broken' } });
    // At once, before any draft exists (the posting form's behaviour).
    expect(screen.getByTestId('report-status').textContent).toBe('Saving on this phone…');

    await expect
      .poll(() => screen.getByTestId('report-status').textContent)
      .toBe('Draft saved on this phone.');
    expect(await storedTitle()).toBe('Lift broken');
    // IndexedDB holds it: the localStorage copy is gone.
    await expect.poll(() => localStorage.getItem(REPORT_UNSAVED_KEY)).toBeNull();
  });

  it('typed, closed within the debounce (IndexedDB never got it), reopened: the last text is back', async () => {
    const first = await openForm();
    fireEvent.change(title(), { target: { value: 'Lift broken' } });
    await expect.poll(storedTitle).toBe('Lift broken');

    // The last words, then the tab goes before the debounce ends and its IndexedDB write is lost.
    cut.lost = true;
    fireEvent.change(title(), { target: { value: 'Lift broken for six months' } });
    first.view.unmount();
    expect(await storedTitle()).toBe('Lift broken');

    cut.lost = false;
    await openForm();
    await expect.poll(() => title().value).toBe('Lift broken for six months');
    // Merged back and stored in the same draft, and the copy cleared once IndexedDB holds it.
    await expect.poll(storedTitle).toBe('Lift broken for six months');
    expect(await db.drafts.count()).toBe(1);
    await expect.poll(() => localStorage.getItem(REPORT_UNSAVED_KEY)).toBeNull();
  });

  it('closed before the first save created the draft: the reopened blank form gets the text back', async () => {
    const first = await openForm();
    cut.lost = true;
    fireEvent.change(title(), { target: { value: 'Water supply cut daily' } });
    first.view.unmount();
    expect(await db.drafts.count()).toBe(0);

    cut.lost = false;
    await openForm();
    await expect.poll(() => title().value).toBe('Water supply cut daily');
    await expect.poll(storedTitle).toBe('Water supply cut daily');
    await expect
      .poll(() => screen.getByTestId('report-status').textContent)
      .toBe('Draft saved on this phone.');
    await expect.poll(() => localStorage.getItem(REPORT_UNSAVED_KEY)).toBeNull();
  });

  it('an older copy than the stored draft is not merged over it', async () => {
    const first = await openForm();
    fireEvent.change(title(), { target: { value: 'Parking not as promised' } });
    await expect.poll(storedTitle).toBe('Parking not as promised');
    const [row] = await listReportDrafts();
    localStorage.setItem(
      REPORT_UNSAVED_KEY,
      JSON.stringify({ draftId: row!.id, values: { title: 'Parking' }, at: row!.updatedAt - 1 }),
    );
    first.view.unmount();

    await openForm();
    expect(title().value).toBe('Parking not as promised');
  });

  it('a full localStorage (QuotaExceededError) never breaks typing; IndexedDB still saves', async () => {
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = await openForm();

    await user.type(title(), 'Lift broken');

    expect(setItem).toHaveBeenCalled();
    expect(title().value).toBe('Lift broken');
    await expect.poll(storedTitle).toBe('Lift broken');
    await expect
      .poll(() => screen.getByTestId('report-status').textContent)
      .toBe('Draft saved on this phone.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
