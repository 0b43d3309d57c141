import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUYING_GUIDE } from '../content/buying-guide';
import BuyingGuidePage from './buying-guide-page';
import SellersGuidePage from './sellers-guide-page';

let scrolled: string[] = [];

beforeEach(() => {
  scrolled = [];
  // happy-dom does not scroll; record which element was asked to come into view.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

function open(path: string, Page = BuyingGuidePage) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
      <Where />
    </MemoryRouter>,
  );
}

describe('/resources/buying-guide', () => {
  it('lists every step in its contents as an in-page link to that step', () => {
    open('/resources/buying-guide');
    expect(screen.getByRole('heading', { level: 1, name: 'Buying guide' })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'In this guide' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(BUYING_GUIDE.steps.map((s) => `#${s.id}`));
    for (const step of BUYING_GUIDE.steps) {
      expect(document.getElementById(step.id)?.tagName).toBe('SECTION');
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Step 6: Get the home loan' })).toBeTruthy();
  });

  it('jumps to a step on a tap: scrolls it into view, focuses its heading, and puts the anchor in the URL', async () => {
    const user = userEvent.setup();
    open('/resources/buying-guide');
    const toc = screen.getByRole('navigation', { name: 'In this guide' });
    await user.click(within(toc).getByRole('link', { name: /Get the home loan/ }));
    expect(scrolled).toEqual(['home-loan']);
    expect(document.activeElement?.textContent).toBe('6Step 6: Get the home loan');
    expect(screen.getByTestId('where').textContent).toBe('/resources/buying-guide#home-loan');

    // "Back to contents" returns to the list, without a second jump to the step.
    const step = document.getElementById('home-loan')!;
    await user.click(within(step).getByRole('link', { name: 'Back to contents' }));
    expect(scrolled).toEqual(['home-loan', 'contents']);
    expect(screen.getByTestId('where').textContent).toBe('/resources/buying-guide#contents');
  });

  it('opens at the step a link names (the footer\'s "Home loans")', async () => {
    open('/resources/buying-guide#home-loan');
    await waitFor(() => expect(scrolled).toEqual(['home-loan']));
  });

  it('links each step to the PropAI page that does it, and ends the rates with "confirm before you pay"', () => {
    open('/resources/buying-guide');
    const budget = document.getElementById('budget')!;
    expect(within(budget).getByRole('link', { name: 'Affordability calculator' }).getAttribute('href')).toBe(
      '/tools/affordability',
    );
    const stamp = document.getElementById('stamp-duty')!;
    expect(within(stamp).getAllByTestId('state-charges')).toHaveLength(3);
    expect(within(stamp).getByTestId('rates-confirm').textContent).toMatch(
      /^Rates change: confirm with the sub-registrar or the state's portal before you pay\. Rates as of [A-Z][a-z]+ \d{4}\.$/,
    );
    const portal = within(stamp).getByRole('link', { name: /igrsup\.gov\.in/ });
    expect(portal.getAttribute('target')).toBe('_blank');
    expect(portal.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('/resources/sellers-guide', () => {
  it('is drawn by the same renderer, with its own steps and a link to the buying guide', () => {
    open('/resources/sellers-guide', SellersGuidePage);
    expect(screen.getByRole('heading', { level: 1, name: "Seller's guide" })).toBeTruthy();
    const toc = screen.getByRole('navigation', { name: 'In this guide' });
    expect(within(toc).getAllByRole('link')[0]?.getAttribute('href')).toBe('#price');
    expect(screen.getByRole('link', { name: 'Your leads' }).getAttribute('href')).toBe('/my-listings/leads');
    expect(screen.getByRole('link', { name: /Read the buying guide/ }).getAttribute('href')).toBe(
      '/resources/buying-guide',
    );
  });
});
