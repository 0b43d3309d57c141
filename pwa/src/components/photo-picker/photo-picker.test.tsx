import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Blob as NodeBlob } from 'node:buffer';
import { useCallback, useRef, useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDraft, listPhotos, queueDraft, recordUpload, updateDraft } from '../../db/drafts-repo';
import { PhotoPicker } from './photo-picker';

// happy-dom decodes and draws no images: the browser's createImageBitmap and OffscreenCanvas are
// stood in for (our own resize-photo.ts runs as is). A file whose name is in `unreadable` cannot be
// decoded, as a file the phone's browser cannot read. The stored photos are Node's Blobs: happy-dom's
// own Blob does not survive fake-indexeddb's structured clone (a browser's does).
const unreadable = new Set<string>();
class TestCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return { fillStyle: '', fillRect() {}, drawImage() {} };
  }
  convertToBlob() {
    return Promise.resolve(new NodeBlob(['small jpeg'], { type: 'image/jpeg' }) as Blob);
  }
}
beforeAll(() => {
  vi.stubGlobal('createImageBitmap', (file: File) =>
    unreadable.has(file.name)
      ? Promise.reject(new Error('undecodable'))
      : Promise.resolve({ width: 4000, height: 3000, close() {} }),
  );
  vi.stubGlobal('OffscreenCanvas', TestCanvas);
  // happy-dom's createObjectURL takes its own Blob only; the preview just needs a url.
  let urls = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test-${(urls += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const file = (name: string) => new File([`camera original ${name}`], name, { type: 'image/jpeg' });

let lastDraftId: string | null = null;
/** The picker as the form embeds it: the draft is created by the first photo. */
function Harness({
  max = 4,
  disabled = false,
  draft = null,
}: {
  max?: number;
  disabled?: boolean;
  draft?: string | null;
}) {
  const [draftId, setDraftId] = useState<string | null>(draft);
  const ref = useRef(draft);
  const ensureDraft = useCallback(async () => {
    ref.current ??= (await createDraft('pg', {})).id;
    lastDraftId = ref.current;
    setDraftId(ref.current);
    return ref.current;
  }, []);
  return (
    <form>
      <PhotoPicker
        draftId={draftId}
        ensureDraft={ensureDraft}
        role="photo"
        label="Photos"
        max={max}
        disabled={disabled}
      />
    </form>
  );
}

const tiles = () => Array.from(document.querySelectorAll<HTMLLIElement>('.post-thumb[data-photo-id]'));
const altTexts = () =>
  Array.from(document.querySelectorAll('.post-thumb img')).map((img) => img.getAttribute('alt'));

async function pick(user: ReturnType<typeof userEvent.setup>, files: File[]) {
  await user.upload(screen.getByLabelText<HTMLInputElement>('Photos'), files);
}

describe('PhotoPicker', () => {
  it('offers the camera or the gallery from an Add tile, with no file input on screen', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText('0 / 4')).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add photos' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    await user.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose from gallery' })).toBeTruthy();
    // The two inputs behind the buttons: hidden, the camera one asks for the back camera.
    const camera = screen.getByLabelText<HTMLInputElement>('Take photo: Photos');
    const gallery = screen.getByLabelText<HTMLInputElement>('Photos');
    expect(camera.hidden && gallery.hidden).toBe(true);
    expect(camera.getAttribute('capture')).toBe('environment');
    expect(gallery.multiple).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Take photo' })).toBeNull();
    expect(document.activeElement).toBe(add);
  });

  it('adds photos as square tiles, labels the cover, reorders and removes, and the draft keeps that order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await pick(user, [file('hall.jpg'), file('kitchen.jpg'), file('balcony.jpg')]);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(screen.getByText('3 / 4')).toBeTruthy();
    await waitFor(() =>
      expect(altTexts()).toEqual(['Photo 1: hall.jpg', 'Photo 2: kitchen.jpg', 'Photo 3: balcony.jpg']),
    );
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    expect(screen.getAllByText('Cover')).toHaveLength(1);
    // The cover cannot move earlier, the last cannot move later.
    expect(screen.queryByRole('button', { name: 'Move hall.jpg earlier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move balcony.jpg later' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Move balcony.jpg earlier' }));
    await waitFor(() => expect(altTexts()[1]).toBe('Photo 2: balcony.jpg'));
    await user.click(screen.getByRole('button', { name: 'Move balcony.jpg earlier' }));
    await waitFor(() =>
      expect(altTexts()).toEqual(['Photo 1: balcony.jpg', 'Photo 2: hall.jpg', 'Photo 3: kitchen.jpg']),
    );
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    // Focus stays with the moved photo (its remaining arrow), not lost to the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move balcony.jpg later');
    // The order is the draft's, in IndexedDB: what a reload shows and what the outbox sends.
    expect((await listPhotos(lastDraftId!, 'photo')).map((p) => p.name)).toEqual([
      'balcony.jpg',
      'hall.jpg',
      'kitchen.jpg',
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove balcony.jpg' }));
    await waitFor(() => expect(altTexts()).toEqual(['Photo 1: hall.jpg', 'Photo 2: kitchen.jpg']));
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    expect(screen.getByText('2 / 4')).toBeTruthy();
    expect(screen.getByLabelText('2 of 4 selected')).toBeTruthy();
  });

  it('reorders by dragging a tile onto another one’s place', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await pick(user, [file('one.jpg'), file('two.jpg'), file('three.jpg')]);
    await waitFor(() => expect(altTexts()).toHaveLength(3));
    const dataTransfer = { effectAllowed: '', dropEffect: '', setData() {}, getData: () => '' };
    const [first, , last] = tiles();
    expect(last!.getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(last!, { dataTransfer });
    fireEvent.dragOver(first!, { dataTransfer });
    fireEvent.drop(first!, { dataTransfer });
    await waitFor(() =>
      expect(altTexts()).toEqual(['Photo 1: three.jpg', 'Photo 2: one.jpg', 'Photo 3: two.jpg']),
    );
    expect(within(tiles()[0]!).getByText('Cover')).toBeTruthy();
    expect((await listPhotos(lastDraftId!, 'photo')).map((p) => p.name)).toEqual([
      'three.jpg',
      'one.jpg',
      'two.jpg',
    ]);
  });

  it('keeps the first ones when more than the maximum are picked and says how many were dropped', async () => {
    const user = userEvent.setup();
    render(<Harness max={3} />);
    await pick(user, [file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg'), file('e.jpg')]);
    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(screen.getByText('Only 3 photos can be added: 2 extra were dropped.')).toBeTruthy();
    expect(screen.getByText('3 / 3')).toBeTruthy();
    // Full: no Add tile, and the inputs are off.
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Photos').disabled).toBe(true);
  });

  it('marks a photo that failed to compress, says why, and retries or removes it', async () => {
    const user = userEvent.setup();
    unreadable.add('scan.jpg');
    render(<Harness />);
    await pick(user, [file('front.jpg'), file('scan.jpg')]);
    const failedTile = await waitFor(() => {
      const tile = document.querySelector<HTMLElement>('[data-intake-state="failed"]');
      expect(tile).not.toBeNull();
      return tile!;
    });
    expect(within(failedTile).getByText('Not added')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'scan.jpg was not added: “scan.jpg” is not a photo this browser can read (use JPEG, PNG or WebP).',
    );
    await waitFor(() => expect(tiles()).toHaveLength(1));
    // A failed file counts against the maximum until it is removed.
    expect(screen.getByText('1 / 4')).toBeTruthy();

    unreadable.delete('scan.jpg'); // e.g. it was still being written by the camera app
    await user.click(screen.getByRole('button', { name: 'Retry scan.jpg' }));
    await waitFor(() => expect(altTexts()).toEqual(['Photo 1: front.jpg', 'Photo 2: scan.jpg']));
    expect(screen.queryByRole('alert')).toBeNull();

    unreadable.add('doc.jpg');
    await pick(user, [file('doc.jpg')]);
    await screen.findByRole('button', { name: 'Retry doc.jpg' });
    await user.click(screen.getByRole('button', { name: 'Remove doc.jpg' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tiles()).toHaveLength(2);
  });

  it('shows each photo’s part while the listing is sent, and marks the upload that failed', async () => {
    const draft = await createDraft('pg', {});
    const { addPhotos } = await import('../../db/drafts-repo');
    const rows = await addPhotos(
      draft.id,
      'photo',
      ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => ({
        blob: new NodeBlob([name], { type: 'image/jpeg' }) as Blob,
        name,
      })),
    );
    await queueDraft(draft.id, { key: 'k1', path: '/pg-listings', payload: {} });
    await recordUpload(rows[0]!.id, { uploadedUrl: '/api/files/a' });
    await updateDraft(draft.id, { status: 'sending' });
    render(<Harness draft={draft.id} disabled />);

    const state = () => tiles().map((t) => t.dataset.sendState);
    await waitFor(() => expect(state()).toEqual(['sent', 'sending', 'waiting']));
    expect(within(tiles()[0]!).getByText('Sent')).toBeTruthy();
    expect(within(tiles()[1]!).getByText('Sending…')).toBeTruthy();
    expect(within(tiles()[2]!).getByText('Waiting')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 3 photos sent');
    // Frozen while queued: nothing to remove, move or add.
    expect(screen.queryByRole('button', { name: /^Remove|^Move/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();

    // The try fails on the second photo: it is marked, with the reason, and can be tried again now.
    const submission = { key: 'k1', path: '/pg-listings', payload: {}, queuedAt: 1, attempts: 1 };
    await updateDraft(draft.id, {
      status: 'queued',
      submission: { ...submission, nextAttemptAt: Date.now() + 60_000, lastError: 'Bad gateway' },
    });
    await waitFor(() => expect(state()).toEqual(['sent', 'failed', 'waiting']));
    expect(within(tiles()[1]!).getByText('Not sent')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('b.jpg was not sent: Bad gateway');
    expect(screen.getByRole('button', { name: 'Retry b.jpg' })).toBeTruthy();
  });
});
