import { NavLink } from 'react-router-dom';

/** The four money tools, one tap apart (the Mortgage menu lists them too). */
export const TOOLS = [
  { to: '/tools/emi', label: 'EMI' },
  { to: '/tools/affordability', label: 'Affordability' },
  { to: '/tools/mortgage', label: 'Compare loans' },
  { to: '/tools/rent-calculator', label: 'Rent vs buy' },
] as const;

export function ToolNav() {
  return (
    <nav className="chip-row tl-nav" aria-label="Money tools">
      {TOOLS.map((t) => (
        <NavLink key={t.to} to={t.to} className={({ isActive }) => (isActive ? 'chip is-active' : 'chip')}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
