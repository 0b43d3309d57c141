/**
 * Settings: the notification switches (labels in plain words, a switch saves that type's two
 * channels, a refused save goes back and says why, offline they are disabled with a note), and
 * the delete-account flow (a code is asked for, a wrong code shows the server's message, the
 * right one deletes and reports it).
 */
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { NotificationPreferences } from '../api/settings-api';
import { NotificationPreferencesList } from './notification-preferences';
import { useDeleteAccount } from './use-delete-account';

const PREFS: NotificationPreferences = {
  emailDisabled: false,
  groups: [
    {
      title: 'Your listings',
      items: [
        {
          type: 'listing_approved',
          label: 'Your listing is live',
          inApp: true,
          email: true,
          emailByDefault: true,
        },
      ],
    },
    {
      title: 'Saved searches',
      items: [
        {
          type: 'saved_search_match',
          label: 'New matches for your saved searches',
          inApp: true,
          email: false,
          emailByDefault: false,
        },
      ],
    },
  ],
};

/**
 * Ionic's web components are not upgraded in happy-dom (no shadow DOM rendering, properties set
 * late), so the few this list uses are stood in by plain elements with the same props and events.
 */
vi.mock('@ionic/react', () => {
  const Box = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  return {
    IonList: Box,
    IonListHeader: Box,
    IonItem: Box,
    IonLabel: Box,
    IonToggle: (props: {
      checked: boolean;
      disabled: boolean;
      'aria-label': string;
      onIonChange: (e: { detail: { checked: boolean } }) => void;
    }) => (
      <input
        type="checkbox"
        role="switch"
        aria-label={props['aria-label']}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onIonChange({ detail: { checked: e.target.checked } })}
      />
    ),
  };
});

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
const flip = (el: HTMLInputElement) => fireEvent.click(el);

describe('NotificationPreferencesList', () => {
  it('shows every type in its group with an in-app and an email switch', () => {
    render(<NotificationPreferencesList initial={PREFS} online />);
    expect(screen.getByText('Your listings')).toBeTruthy();
    expect(screen.getByText('New matches for your saved searches')).toBeTruthy();
    expect(toggle('Your listing is live: email')).toBeTruthy();
    expect(toggle('New matches for your saved searches: in app')).toBeTruthy();
  });

  it("a switch saves that type's two channels", async () => {
    const save = vi.fn((type: string, choice: { inApp: boolean; email: boolean }) =>
      Promise.resolve({
        ...PREFS,
        groups: PREFS.groups.map((g) => ({
          ...g,
          items: g.items.map((i) => (i.type === type ? { ...i, ...choice } : i)),
        })),
      }),
    );
    render(<NotificationPreferencesList initial={PREFS} online save={save} />);
    flip(toggle('New matches for your saved searches: email'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith('saved_search_match', { inApp: true, email: true }),
    );
  });

  it('a refused save goes back and says why', async () => {
    const save = vi.fn(() =>
      Promise.reject(new ApiError(400, { error: 'validation_failed', message: 'Invalid request: nope.' })),
    );
    render(<NotificationPreferencesList initial={PREFS} online save={save} />);
    flip(toggle('Your listing is live: in app'));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid request: nope.');
    expect(toggle('Your listing is live: in app').checked).toBe(true);
  });

  it('offline: the switches are disabled and the page says why', () => {
    render(<NotificationPreferencesList initial={PREFS} online={false} />);
    expect(screen.getByRole('status').textContent).toMatch(/offline/);
    expect(toggle('Your listing is live: email').disabled).toBe(true);
  });
});

describe('useDeleteAccount', () => {
  const CHALLENGE = 'q3Jx1c9mV0aP4LrT8sYbN2wKfE6hUiOzQyDgXv5tC7M';
  const codeSent = {
    challengeId: CHALLENGE,
    sentTo: 'asha@example.com',
    emailDisabled: false,
    resendInSeconds: 600,
    message: 'We sent a 6-digit code to asha@example.com.',
  };

  it('asks for a code, shows a wrong code’s message, deletes with the right one', async () => {
    const onDeleted = vi.fn();
    const confirm = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { error: 'validation_failed', message: 'Invalid code.' }))
      .mockResolvedValueOnce({ deleted: true, message: 'deleted' });
    const { result } = renderHook(() =>
      useDeleteAccount(onDeleted, { requestCode: () => Promise.resolve(codeSent), confirm }),
    );
    act(() => result.current.open());
    expect(result.current.step).toBe('explain');
    await act(() => result.current.sendCode());
    expect(result.current.step).toBe('code');
    expect(result.current.flow.sentTo).toBe('asha@example.com');
    expect(result.current.flow.secondsLeft).toBeGreaterThan(590);

    act(() => result.current.flow.setOtp('12a'));
    await act(() => result.current.flow.verify());
    expect(result.current.flow.error).toBe('Please enter a valid 6-digit code.');
    expect(confirm).not.toHaveBeenCalled();

    act(() => result.current.flow.setOtp('111111'));
    await act(() => result.current.flow.verify());
    expect(result.current.flow.error).toBe('Invalid code.');
    expect(onDeleted).not.toHaveBeenCalled();

    act(() => result.current.flow.setOtp('222222'));
    await act(() => result.current.flow.verify());
    expect(confirm).toHaveBeenLastCalledWith({ challengeId: CHALLENGE, otp: '222222' });
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(result.current.step).toBe('closed');
  });

  it('the last admin: the refusal is shown on the explanation step', async () => {
    const refuse = () =>
      Promise.reject(new ApiError(409, { error: 'conflict', message: 'You are the only admin.' }));
    const { result } = renderHook(() => useDeleteAccount(vi.fn(), { requestCode: refuse, confirm: vi.fn() }));
    act(() => result.current.open());
    await act(() => result.current.sendCode());
    expect(result.current.step).toBe('explain');
    expect(result.current.error).toBe('You are the only admin.');
  });
});
