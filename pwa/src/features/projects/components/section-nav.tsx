import { useBuildAllSections } from './staged-sections';

const LINKS: [string, string][] = [
  ['pricing', 'Pricing'],
  ['price-check', 'Price check'],
  ['construction', 'Construction'],
  ['escrow', 'Escrow'],
  ['legal', 'Legal'],
  ['quality', 'Quality'],
  ['developer', 'Developer'],
  ['buyers', 'Buyers'],
  ['living', 'Living'],
  ['location', 'Location'],
  ['floor-plan', 'Floor plan'],
  ['alerts', 'Alerts'],
];

/** A scrollable strip of jumps to each section: on a phone the page is long. */
export function SectionNav({ hasPlan }: { hasPlan: boolean }) {
  const buildAll = useBuildAllSections();
  const jump = (id: string) => {
    // A tap in the page's first moments can name a section not built yet (staged-sections.tsx).
    if (!document.getElementById(id)) buildAll();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <nav className="pd-nav chip-row" aria-label="Sections">
      {LINKS.filter(([id]) => hasPlan || id !== 'floor-plan').map(([id, label]) => (
        <button key={id} type="button" className="chip" onClick={() => jump(id)}>
          {label}
        </button>
      ))}
    </nav>
  );
}
