import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '../help-topics';
import HelpPage from './help-page';

function open() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/help']}>
      <HelpPage />
    </MemoryRouter>,
  );
  return user;
}

describe('/help', () => {
  it('lists every answer by section, searches as the user types, and says when nothing matches', async () => {
    const user = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeTruthy();
    expect(screen.getAllByTestId('help-topic')).toHaveLength(HELP_TOPICS.length);
    expect(screen.getByRole('heading', { level: 2, name: 'Trust and privacy' })).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search help' });
    await user.type(box, 'phone number');
    const found = screen.getAllByTestId('help-topic');
    expect(found.map((t) => t.querySelector('summary')?.textContent)).toContain(
      'Who can see my phone number?',
    );
    // A search opens the answers it found.
    expect(found.every((t) => (t as HTMLDetailsElement).open)).toBe(true);
    expect(screen.getByText(`${found.length} of ${HELP_TOPICS.length} answers`)).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'helicopter');
    expect(screen.queryAllByTestId('help-topic')).toHaveLength(0);
    expect(screen.getByTestId('help-empty').textContent).toBe(
      'No answer matches “helicopter”. Try another word.',
    );
  });

  it('links an answer to the page where the user acts on it', () => {
    open();
    const link = screen.getAllByRole('link', { name: 'Post a listing →' })[0];
    expect(link?.getAttribute('href')).toBe('/sell/post');
  });
});
