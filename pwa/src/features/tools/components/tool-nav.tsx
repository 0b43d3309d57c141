import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';

/**
 * The tools, one tap apart: the four money tools (the Mortgage menu lists them too), the seller's
 * pricing tool (Sell menu) and the tenant's rental application (Rent menu).
 */
export const TOOLS = [
  { to: '/tools/emi', label: 'EMI' },
  { to: '/tools/affordability', label: 'Affordability' },
  { to: '/tools/mortgage', label: 'Compare loans' },
  { to: '/tools/rent-calculator', label: 'Rent vs buy' },
  { to: '/tools/pricing', label: 'Pricing' },
  { to: '/tools/application', label: 'Rental application' },
] as const;

export function ToolNav() {
  const row = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: the current tool's chip is brought into view.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const nav = row.current;
      const active = nav?.querySelector<HTMLElement>('.is-active');
      if (!nav || !active) return;
      const offset = active.getBoundingClientRect().right - nav.getBoundingClientRect().right;
      if (offset > 0) nav.scrollLeft += offset + 16;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <nav ref={row} className="chip-row tl-nav" aria-label="Money tools">
      {TOOLS.map((t) => (
        <NavLink key={t.to} to={t.to} className={({ isActive }) => (isActive ? 'chip is-active' : 'chip')}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
