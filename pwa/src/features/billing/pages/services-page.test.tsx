import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ServicesPage from './services-page';

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

function open(path: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <ServicesPage />
      <Where />
    </MemoryRouter>,
  );
  return user;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/monetization/services', () => {
  it('switches between All services and Legal checks through the URL, and Back returns', async () => {
    const user = open('/monetization/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    expect(tab('All services').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Everything PropAI offers is free' })).toBeTruthy();

    await user.click(tab('Legal checks'));
    expect(screen.getByTestId('where').textContent).toBe('/monetization/services?type=legal');
    expect(tab('Legal checks').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('services-tab-legal');
    expect(
      screen.getByRole('heading', { name: 'PropAI does not list lawyers or sell legal services' }),
    ).toBeTruthy();
    expect(document.title).toBe('Legal checks | PropAI');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.getByTestId('where').textContent).toBe('/monetization/services');
    expect(tab('All services').getAttribute('aria-selected')).toBe('true');
  });

  it('moves between segments with the arrow keys (WAI-ARIA tabs)', async () => {
    const user = open('/monetization/services');
    tab('All services').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('where').textContent).toBe('/monetization/services?type=legal');
    expect(document.activeElement).toBe(tab('Legal checks'));
    await user.keyboard('{Home}');
    expect(screen.getByTestId('where').textContent).toBe('/monetization/services');
  });

  it('lists what sellers, buyers and professionals get, with the pages the menus name', () => {
    open('/monetization/services');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const to of [
      '/sell/post',
      '/valuation',
      '/tools/pricing',
      '/monetization/featured-listings',
      '/agents?type=property-manager',
      '/agents?type=builder',
      '/explore',
    ]) {
      expect(hrefs).toContain(to);
    }
    // Nothing is priced: the page is about free services only.
    expect(document.body.textContent).not.toMatch(/₹\s?\d/);
    expect(screen.getByTestId('services-not-offered').textContent).toMatch(/does not list lawyers/);
  });

  it('opens on Legal checks from the Agents menu link, with the three state RERA portals', () => {
    open('/monetization/services?type=legal');
    expect(tab('Legal checks').getAttribute('aria-selected')).toBe('true');
    const portals = screen.getAllByTestId('rera-portal');
    expect(portals.map((p) => within(p).getByRole('heading').textContent)).toEqual([
      'Haryana',
      'Uttar Pradesh',
      'Delhi',
    ]);
    expect(portals.map((p) => within(p).getByRole('link').getAttribute('href'))).toEqual([
      'https://haryanarera.gov.in',
      'https://up-rera.in',
      'https://rera.delhi.gov.in',
    ]);
    expect(screen.getByRole('link', { name: /resale title checks/ }).getAttribute('href')).toBe(
      '/resources/buying-guide#title-checks',
    );
  });
});
