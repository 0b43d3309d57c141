/**
 * The legacy editor's form: a field edited in a tab reaches the save body within its limits; the
 * advanced JSON editor applies to the form only (nothing saved), resets to the form, and refuses
 * invalid JSON with the spec's message; a refused save says why and opens the tab at fault.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Json } from './domain/save-body';
import { normaliseProject } from './domain/normalise-project';
import { LegacyForm } from './legacy-form';

/**
 * Ionic's web components are not upgraded in happy-dom, so the two this form uses are stood in by
 * plain elements with the same props and events (as settings.test.tsx does).
 */
vi.mock('@ionic/react', () => ({
  IonSelect: (props: {
    value?: string;
    children?: ReactNode;
    'aria-labelledby': string;
    onIonChange: (e: { detail: { value: string } }) => void;
  }) => (
    <select
      aria-labelledby={props['aria-labelledby']}
      value={props.value}
      onChange={(e) => props.onIonChange({ detail: { value: e.target.value } })}
    >
      {props.children}
    </select>
  ),
  IonSelectOption: (props: { value: string; children?: ReactNode }) => (
    <option value={props.value}>{props.children}</option>
  ),
  IonToggle: (props: {
    checked: boolean;
    'aria-label': string;
    onIonChange: (e: { detail: { checked: boolean } }) => void;
  }) => (
    <input
      type="checkbox"
      role="switch"
      aria-label={props['aria-label']}
      checked={props.checked}
      onChange={(e) => props.onIonChange({ detail: { checked: e.target.checked } })}
    />
  ),
}));

const PROJECT = normaliseProject({
  name: 'Solace Avenue',
  city: 'Noida',
  construction: { towers: [{ name: 'Tower A', progressPct: 40 }] },
  community: { ratings: { overall: 3.9 } },
  amenities: { clubhouse: { gym: true } },
});

type Body = Record<string, Json>;

function setup(onSave: (body: Body) => Promise<void> = () => Promise.resolve()) {
  const saves: Body[] = [];
  const user = userEvent.setup();
  render(
    <LegacyForm
      initial={PROJECT}
      onCancel={() => undefined}
      onSave={(body) => {
        saves.push(body);
        return onSave(body);
      }}
    />,
  );
  return { user, saves };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('LegacyForm', () => {
  it('shows the fifteen tabs and saves edits made in them, within their limits', async () => {
    const { user, saves } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Basic Info',
      'Overview',
      'Unit Mix',
      'Amenities',
      'Maintenance',
      'Society',
      'Legal & RERA',
      'Escrow',
      'Payment Plans',
      'Updates',
      'Subscription',
      'Location',
      'Legal Compliance',
      'Developer Transparency',
      'Community & Insights',
    ]);

    const name = screen.getByLabelText(/Project name/);
    await user.clear(name);
    await user.type(name, 'Solace Avenue Phase 2');

    await user.click(tab('Overview'));
    const progress = within(screen.getByRole('group', { name: 'Tower 1' })).getByLabelText('Tower progress');
    await user.clear(progress);
    await user.type(progress, '150');
    await user.tab();
    expect(progress).toHaveProperty('value', '100');

    await user.click(tab('Community & Insights'));
    const overall = screen.getByLabelText('Overall rating');
    await user.clear(overall);
    await user.type(overall, '4.56');

    await user.click(tab('Amenities'));
    await user.click(screen.getByRole('switch', { name: 'Swimming Pool' }));

    await user.click(tab('Unit Mix'));
    await user.click(screen.getByRole('button', { name: /Start from 2BHK 40 %/ }));
    const units = within(screen.getByRole('group', { name: 'Unit type 1' })).getByLabelText('Units');
    await user.clear(units);
    await user.type(units, 'abc');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project updated successfully!')).toBeTruthy();
    expect(saves).toHaveLength(1);
    const body = saves[0]!;
    // Only what was edited is sent (and the name): untouched parts stay as stored.
    expect(Object.keys(body).sort()).toEqual(['amenities', 'community', 'construction', 'name', 'unitMix']);
    expect(body.name).toBe('Solace Avenue Phase 2');
    expect(body.construction).toMatchObject({ towers: [{ name: 'Tower A', progressPct: 100 }] });
    expect(body.community).toMatchObject({ ratings: { overall: 4.6 } });
    expect(body.amenities).toMatchObject({ clubhouse: { gym: true, pool: true } });
    expect(body.unitMix).toEqual([
      { type: '2BHK', count: 0, percentage: 40 },
      { type: '3BHK', count: 150, percentage: 50 },
      { type: '4BHK', count: 30, percentage: 10 },
    ]);
  });

  it('applies the advanced JSON to the form only, resets it, and refuses invalid JSON', async () => {
    const { user, saves } = setup();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const json = screen.getByLabelText('Project JSON');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({ name: 'Solace Avenue' });

    fireEvent.change(json, { target: { value: '{"name": "Broken' } });
    await user.click(screen.getByRole('button', { name: 'Apply to Form (Not Saved)' }));
    expect(screen.getByRole('alert').textContent).toBe('Invalid JSON. Please fix and try again.');
    expect(screen.getByLabelText(/Project name/)).toHaveProperty('value', 'Solace Avenue');

    await user.click(screen.getByRole('button', { name: 'Reset to Current' }));
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toEqual(JSON.parse(JSON.stringify(PROJECT)));

    const edited = { ...PROJECT, name: 'Solace Greens', community: { reviews: [], ratings: { overall: 9 } } };
    fireEvent.change(json, { target: { value: JSON.stringify(edited) } });
    await user.click(screen.getByRole('button', { name: 'Apply to Form (Not Saved)' }));
    expect(screen.getByRole('status').textContent).toContain('Not saved yet');
    expect(screen.getByLabelText(/Project name/)).toHaveProperty('value', 'Solace Greens');
    await user.click(tab('Community & Insights'));
    expect(screen.getByLabelText('Overall rating')).toHaveProperty('value', '5');
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByLabelText('Project JSON')).toBeNull();
  });

  it('needs a project name, and shows a refused save with the tab at fault opened', async () => {
    const { user, saves } = setup(() =>
      Promise.reject(
        Object.assign(new Error('Enter an 11-character IFSC, e.g. HDFC0001234.'), {
          fields: { 'escrow.ifsc': 'Enter an 11-character IFSC, e.g. HDFC0001234.' },
        }),
      ),
    );
    await user.clear(screen.getByLabelText(/Project name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert').textContent).toBe('Project name is required.');
    expect(saves).toHaveLength(0);

    await user.type(screen.getByLabelText(/Project name/), 'Solace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Failed to update project: Enter an 11-character IFSC, e.g. HDFC0001234.'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: /^Escrow/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('IFSC').getAttribute('aria-invalid')).toBe('true');
  });
});
