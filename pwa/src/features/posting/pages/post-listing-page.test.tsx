import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { createDraft, queueDraft, updateDraft } from '../../../db/drafts-repo';
import { useSessionStore } from '../../../lib/session/session-store';
import { CONTACT_MEMORY_KEY } from '../domain/contact-memory';
import { writeUnsavedCopy } from '../domain/unsaved-copy';
import PostListingPage from './post-listing-page';

/** The router's current URL, to read what the form wrote there (step, draft). */
let currentUrl = '';
function UrlProbe() {
  const location = useLocation();
  currentUrl = `${location.pathname}${location.search}`;
  return null;
}

function open(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[url]}>
      <PostListingPage />
      <UrlProbe />
    </MemoryRouter>,
  );
  return user;
}

const stepTitle = () => document.querySelector('.post-step')?.textContent;

/** A sale draft that has been submitted and is waiting for a retry after a 502. */
async function waitingDraft() {
  const draft = await createDraft('sale', { propertyType: 'Plot', locality: 'Sector 57', city: 'Gurgaon' });
  await queueDraft(draft.id, { key: 'key-waiting-0001', path: '/user-properties', payload: {} });
  const row = await db.drafts.get(draft.id);
  await updateDraft(draft.id, {
    submission: {
      ...row!.submission!,
      attempts: 3,
      nextAttemptAt: Date.now() + 40_000,
      lastError: 'Bad gateway',
    },
  });
  return draft.id;
}

beforeEach(async () => {
  localStorage.clear();
  useSessionStore.setState({ status: 'signed-out', token: null, user: null });
  await db.drafts.clear();
  await db.draftPhotos.clear();
});

describe('the /sell/post wizard', () => {
  it('keeps its step in the URL; a submit with errors opens the first step with one and focuses the field', async () => {
    const user = open('/sell/post?step=5');
    await expect.poll(stepTitle).toBe('Step 5 of 5: Photos and description');
    const submit = await screen.findByRole<HTMLButtonElement>('button', { name: 'Submit' });
    await expect.poll(() => submit.disabled).toBe(false);

    await user.click(submit);

    // Step 1 asks for bedrooms (an apartment by default): it opens, the field focused and marked.
    await expect.poll(stepTitle).toBe('Step 1 of 5: The property');
    const bhk = screen.getByLabelText('Bedrooms (BHK)');
    await expect.poll(() => document.activeElement).toBe(bhk);
    expect(bhk.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bhk.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choose the number of bedrooms (BHK).',
    );
    // The other steps' messages sit beside their own fields too, not only in a banner.
    expect(
      document.getElementById(screen.getByLabelText('Locality').getAttribute('aria-describedby')!)
        ?.textContent,
    ).toBe('Please fill city and locality.');
    expect(currentUrl).not.toMatch(/step=/);

    // Next writes the step in the URL (replace) and moves focus to the new step's title.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(stepTitle).toBe('Step 2 of 5: Where');
    expect(currentUrl).toMatch(/step=2/);
    expect(document.activeElement?.className).toBe('post-step');
  });

  it('prefills the contact details kept on this device after the last post', async () => {
    localStorage.setItem(
      CONTACT_MEMORY_KEY,
      JSON.stringify({
        contactName: 'Asha Verma',
        contactPhone: '9876543210',
        contactEmail: 'asha@example.com',
      }),
    );
    open('/sell/post?step=4');
    await expect.poll(stepTitle).toBe('Step 4 of 5: You and your contact');
    await expect.poll(() => screen.getByLabelText<HTMLInputElement>('Your name').value).toBe('Asha Verma');
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9876543210');
    // Still editable.
    expect(screen.getByLabelText<HTMLInputElement>('Email').disabled).toBe(false);
  });

  it('shows "Saving…" until the draft is stored; a newer copy left by a closed tab is merged back', async () => {
    const draft = await createDraft('sale', { city: 'Gurgaon', locality: 'Sector' });
    // The tab was closed right after typing: IndexedDB has "Sector", the synchronous copy more.
    writeUnsavedCopy('sale', {
      draftId: draft.id,
      values: { city: 'Gurgaon', locality: 'Sector 57' },
      at: Date.now() + 1,
    });
    open(`/sell/post?draft=${draft.id}&step=2`);
    const locality = screen.getByLabelText<HTMLInputElement>('Locality');
    await expect.poll(() => locality.value).toBe('Sector 57');
    await expect.poll(async () => (await db.drafts.get(draft.id))?.data.locality).toBe('Sector 57');

    fireEvent.change(locality, { target: { value: 'Sector 57 Extension' } });
    expect(screen.getByText('Saving…')).toBeTruthy();
    await screen.findByText('Saved on this device');
    expect((await db.drafts.get(draft.id))?.data.locality).toBe('Sector 57 Extension');
  });

  it('reloaded before the draft id reached the URL: reopens that draft with the newer copy merged', async () => {
    // The save flushed on pagehide created the draft and named it in the copy; the URL never had it.
    const draft = await createDraft('sale', { propertyType: 'Plot' });
    writeUnsavedCopy('sale', {
      draftId: draft.id,
      values: { propertyType: 'Plot', city: 'Gurgaon' },
      at: Date.now() + 1,
    });
    open('/sell/post?step=2');
    await expect.poll(() => currentUrl).toBe(`/sell/post?step=2&draft=${draft.id}`);
    await expect.poll(() => screen.getByLabelText<HTMLSelectElement>('City').value).toBe('Gurgaon');
    await expect.poll(async () => (await db.drafts.get(draft.id))?.data.city).toBe('Gurgaon');
    expect(await db.drafts.count()).toBe(1);
  });

  it('a plain open with no unsaved copy still starts blank beside an older draft', async () => {
    await createDraft('sale', { propertyType: 'Plot', city: 'Noida' });
    open('/sell/post');
    await expect.poll(() => screen.getByLabelText<HTMLSelectElement>('Property type').disabled).toBe(false);
    expect(screen.getByLabelText<HTMLSelectElement>('Property type').value).not.toBe('Plot');
    expect(currentUrl).toBe('/sell/post');
  });

  it('opened while a listing is queued: shows that listing, frozen with a note on every step, its reason, next try and Try now', async () => {
    const id = await waitingDraft();
    // Signed in (a signed-out user is asked to sign in instead).
    useSessionStore.setState({
      status: 'signed-in',
      token: 'token',
      user: { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' },
    });
    const user = open('/sell/post');
    await expect.poll(() => currentUrl).toBe(`/sell/post?draft=${id}`);
    const note = "This listing is waiting to be sent; it can't be edited now.";
    expect((await screen.findByText(/Not sent yet: Bad gateway\./)).textContent).toMatch(
      /Next try in \d+ s\./,
    );
    expect(screen.getByText(note, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try now' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post another' }).getAttribute('href')).toBe('/sell/post?new=1');
    expect(screen.getByLabelText<HTMLSelectElement>('Property type').disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expect.poll(stepTitle).toBe('Step 2 of 5: Where');
    expect(screen.getByText(note, { exact: false })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Locality').value).toBe('Sector 57');
  });

  it('"Post another" opens a blank form while the listing stays queued', async () => {
    await waitingDraft();
    open('/sell/post?new=1');
    const locality = screen.getByLabelText<HTMLInputElement>('Locality');
    await expect.poll(() => screen.getByLabelText<HTMLSelectElement>('Property type').disabled).toBe(false);
    expect(stepTitle()).toBe('Step 1 of 5: The property');
    expect(locality.value).toBe('');
    expect(screen.queryByText(/Not sent yet/)).toBeNull();
  });

  it('opened from a valuation: a NEW draft takes the prefill; the existing draft is left as it was', async () => {
    const existing = await createDraft('sale', { city: 'Noida', locality: 'Sector 62' });
    open(
      '/sell/post?new=1&pf-listingType=Rent&pf-propertyType=Villa&pf-city=Gurgaon&pf-locality=Sector%2045' +
        '&pf-bhk=4&pf-area=2400&pf-areaUnit=sq%20ft&pf-pricePerMonth=95000',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Property type').value).toBe('Villa');
    expect(screen.getByLabelText<HTMLInputElement>('Bedrooms (BHK)').value).toBe('4');
    // Saved as a new draft at once, and the prefill leaves the URL (a reload reopens the draft).
    await expect.poll(() => currentUrl).toMatch(/^\/sell\/post\?draft=[^&]+$/);
    const id = new URLSearchParams(currentUrl.split('?')[1]).get('draft');
    expect(id).not.toBe(existing.id);
    await expect
      .poll(async () => (await db.drafts.get(id!))?.data)
      .toMatchObject({
        listingType: 'Rent',
        city: 'Gurgaon',
        locality: 'Sector 45',
        area: 2400,
        pricePerMonth: 95000,
      });
    expect((await db.drafts.get(existing.id))?.data).toEqual({ city: 'Noida', locality: 'Sector 62' });
  });
});
