import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import RentalApplicationPage from './rental-application-page';

const STORED = 'propai:tool:application';

function open() {
  return render(
    <MemoryRouter initialEntries={['/tools/application']}>
      <RentalApplicationPage />
    </MemoryRouter>,
  );
}
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tap = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const stored = () => JSON.parse(localStorage.getItem(STORED) ?? '{}') as Record<string, unknown>;

afterEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  vi.unstubAllGlobals();
});

describe('rental application', () => {
  it('is written to the device with every change, before anything else happens, and read back', () => {
    const first = open();
    type('Full name', 'Priya Sharma');
    expect(stored().name).toBe('Priya Sharma'); // synchronously: a crash a moment later loses nothing
    tap('Student');
    tap('One person more');
    expect(stored()).toMatchObject({ occupation: 'student', occupants: 2 });
    first.unmount();
    open();
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Priya Sharma');
    expect(screen.getByLabelText('College or university (optional)')).toBeTruthy();
    expect(screen.getByTestId('occupants').textContent).toBe('2 people');
  });

  it('prefills name, mobile and email from the session into empty fields only', async () => {
    localStorage.setItem(STORED, JSON.stringify({ name: 'Typed Name' }));
    useSessionStore.setState({
      user: { id: 'u1', name: 'Session Name', email: 'me@example.com', mobile: '9876543210', role: 'user' },
      token: 't',
      status: 'signed-in',
    });
    open();
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Email (optional)').value).toBe('me@example.com'),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Mobile number').value).toBe('9876543210');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Typed Name');
  });

  it('Copy before it is complete shows what is missing; complete, it copies the summary', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open();
    type('Mobile number', '12345');
    fireEvent.blur(screen.getByLabelText('Mobile number'));
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeTruthy();
    expect(screen.queryByText('Enter your full name.')).toBeNull(); // not left yet, not tried yet
    tap('Copy');
    expect(screen.getByText('Enter your full name.')).toBeTruthy();
    expect(writeText).not.toHaveBeenCalled();

    type('Full name', 'Priya Sharma');
    type('Mobile number', '+91 98765 43210');
    tap('Salaried');
    tap('Family');
    tap('No pets');
    tap('11 months');
    type('Move-in date', '2099-01-15');
    fireEvent.click(screen.getByLabelText(/PAN card/));
    tap('Copy');
    await screen.findByText('Copied. Paste it into a message to the owner.');
    const text = writeText.mock.calls[0]![0];
    expect(text).toContain('Rental application: Priya Sharma\nMobile: 98765 43210');
    expect(text).toContain('Move-in from: 15 Jan 2099');
    expect(text).toContain('Documents ready: PAN card');
    expect(screen.getByTestId('application-text').textContent).toBe(text);
  });

  it('Clear empties the form and the stored copy; Undo brings it back', () => {
    open();
    type('Full name', 'Priya Sharma');
    tap('Clear');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('');
    expect(localStorage.getItem(STORED)).toBeNull();
    tap('Undo');
    expect(screen.getByLabelText<HTMLInputElement>('Full name').value).toBe('Priya Sharma');
    expect(stored().name).toBe('Priya Sharma');
  });

  it('asks nothing used to discriminate', () => {
    open();
    const labels = screen.getAllByRole('group').map((g) => g.getAttribute('aria-label') ?? '');
    const fields = [...document.querySelectorAll('label, legend')].map((l) => l.textContent ?? '');
    for (const word of [/religio/i, /caste/i, /\bveg/i, /food/i, /marital/i]) {
      expect([...labels, ...fields].filter((t) => word.test(t))).toEqual([]);
    }
  });
});
