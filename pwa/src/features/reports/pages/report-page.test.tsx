import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../db/db';
import { listReportDrafts } from '../../../db/drafts-repo';
import ReportPage from './report-page';

async function openForm(entry = '/report') {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[entry]}>
      <ReportPage />
    </MemoryRouter>,
  );
  const submit = await screen.findByRole<HTMLButtonElement>('button', { name: /submit/i });
  await expect.poll(() => submit.disabled).toBe(false);
  return { user, submit, view };
}

/** The message in the field's own block (null when there is none). */
function messageIn(field: HTMLElement): string | null {
  return field.closest('.post-field')?.querySelector('.post-field-error')?.textContent ?? null;
}

describe('report form: validation', () => {
  beforeEach(async () => {
    // The report form's unsaved copy (use-report-draft) must not carry one test's text to the next.
    localStorage.clear();
    await db.drafts.clear();
    await db.draftPhotos.clear();
  });

  it('says nothing before the first submit, then names every missing field beside it', async () => {
    const { user, submit } = await openForm();
    expect(screen.getByRole('heading', { name: 'Report a project' })).toBeTruthy();
    expect(screen.queryByText(/Choose the project/)).toBeNull();

    await user.click(submit);

    expect(messageIn(screen.getByRole('combobox', { name: 'Project' }))).toBe(
      'Choose the project this report is about.',
    );
    expect(messageIn(screen.getByRole('group', { name: 'Category' }))).toMatch(
      /^Choose one of: Possession Delay/,
    );
    expect(messageIn(screen.getByLabelText('Title'))).toBe('Enter the title.');
    expect(messageIn(screen.getByLabelText('Description'))).toBe('Enter the description.');
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });

  it('counts characters and refuses text under and over the limits', async () => {
    const { user, submit } = await openForm();
    const title = screen.getByLabelText('Title');
    await user.type(title, 'Short');
    const titleBlock = title.closest('.post-field') as HTMLElement;
    expect(within(titleBlock).getByText(/5 \/ 120/).textContent).toContain('(at least 10)');
    await user.click(submit);
    expect(messageIn(title)).toBe('Write at least 10 characters in the title.');

    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(125));
    const counter = within(titleBlock).getByText(/125 \/ 120/);
    expect(counter.className).toContain('is-over');
    expect(messageIn(title)).toBe('Keep the title under 120 characters.');

    await user.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Hidden Charges' }),
    );
    expect(messageIn(screen.getByRole('group', { name: 'Category' }))).toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Category' }))
        .getByRole('button', { name: 'Hidden Charges' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('keeps the draft on the device: reopened, the values are back; ?project= picks the project', async () => {
    const first = await openForm('/report?project=solace-avenue');
    expect(screen.getByTestId('report-project').textContent).toMatch(/solace-avenue|Loading/);
    await first.user.type(screen.getByLabelText('Title'), 'Lift broken for six months');
    await expect
      .poll(async () => (await listReportDrafts()).find((d) => d.status === 'editing')?.data.title)
      .toBe('Lift broken for six months');
    first.view.unmount();

    await openForm('/report');
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Lift broken for six months');
    expect(screen.getByTestId('report-project')).toBeTruthy();
  });
});
