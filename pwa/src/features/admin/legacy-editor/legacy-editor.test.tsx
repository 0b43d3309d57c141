/**
 * The editor's own admin check and load states, with the API answered by a stubbed fetch: the
 * server's 403 sends a signed-in non-admin to / (spec part 3 §6), a visitor goes to sign-in, an
 * unknown project says 'Project not found (id: …)', and an admin gets the form filled from GET
 * …/admin/legacy.
 */
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import LegacyProjectEditor from './legacy-editor';

// Ionic's web components are not upgraded in happy-dom (see legacy-form.test.tsx).
vi.mock('@ionic/react', () => ({
  IonSelect: ({ children }: { children?: ReactNode }) => <select>{children}</select>,
  IonSelectOption: (props: { value: string; children?: ReactNode }) => (
    <option value={props.value}>{props.children}</option>
  ),
  IonToggle: (props: { 'aria-label': string }) => <input type="checkbox" aria-label={props['aria-label']} />,
}));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(answer: () => Response) {
  const fetchMock = vi.fn((_input: RequestInfo | URL) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const signedIn = () =>
  useSessionStore.setState({
    // The stored role is only a hint: the server's answer decides (a 403 here).
    user: { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' as const },
    token: 'tok',
    status: 'signed-in',
  });

function open(id = 'solace-avenue') {
  render(
    <MemoryRouter initialEntries={[`/projects/${id}/edit`]}>
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<p>Sign-in page</p>} />
        <Route path="/projects/:id/edit" element={<LegacyProjectEditor projectId={id} />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'loading' });
});

describe('LegacyProjectEditor', () => {
  it('sends a signed-in non-admin to the home page when the server refuses', async () => {
    signedIn();
    serve(() => json(403, { error: 'forbidden', message: 'Admins only.' }));
    open();
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('sends a visitor who is not signed in to sign-in, without asking the server', async () => {
    useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
    const fetchMock = serve(() => json(200, {}));
    open();
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says which project was not found', async () => {
    signedIn();
    serve(() => json(404, { error: 'not_found', message: 'Project not found' }));
    open('no-such-project');
    expect(await screen.findByText('Project not found (id: no-such-project)')).toBeTruthy();
  });

  it('fills the form from the server for an admin', async () => {
    signedIn();
    const fetchMock = serve(() => json(200, { project: { name: 'Solace Avenue', city: 'Noida' } }));
    open();
    expect(await screen.findByRole('heading', { name: 'Edit Project' })).toBeTruthy();
    expect(screen.getByLabelText(/Project name/)).toHaveProperty('value', 'Solace Avenue');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/projects/solace-avenue/admin/legacy');
  });
});
