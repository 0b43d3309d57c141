/**
 * A place's headline figures as tiles: each value with the listings behind it, or, when there were
 * too few, how many there were (never a guess). `data-figure` names each tile for the e2e test.
 */
import type { ReactNode } from 'react';
import type { MarketArea, MarketChange } from '../api/insights-api';
import { listingsCount, rupees, signedPct, tooFew } from '../insights-format';

function Tile({ id, label, value, note }: { id: string; label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className="ins-tile" data-figure={id}>
      <dt>{label}</dt>
      <dd className={value === null ? 'ins-tile-value is-missing' : 'ins-tile-value'}>
        {value ?? 'No figure'}
      </dd>
      <dd className="ins-tile-note">{note}</dd>
    </div>
  );
}

function changeNote(c: MarketChange, unit: (n: number) => string, min: number): string {
  if (c.pct === null || c.from.value === null || c.to.value === null)
    return `Not enough data: ${c.from.points} in ${c.fromLabel}, ${c.to.points} in ${c.toLabel} (${min} each needed)`;
  return `${unit(c.from.value)} in ${c.fromLabel} → ${unit(c.to.value)} in ${c.toLabel}; ${listingsCount(c.from.points + c.to.points)}`;
}

const psf = (n: number) => `${rupees(n)}/sq ft`;
const rentPsf = (n: number) => `${rupees(n)}/sq ft`;

export function AreaFigures({ area, min }: { area: MarketArea; min: number }) {
  const { sale, rent, change, yield: y, supply, levelWindow } = area;
  const pct = (c: MarketChange) => (c.pct === null ? null : signedPct(c.pct));
  return (
    <dl className="ins-tiles">
      <Tile
        id="sale-psf"
        label="Median asking price"
        value={sale.psf.value === null ? null : psf(sale.psf.value)}
        note={
          sale.psf.value === null
            ? tooFew(sale.psf, min)
            : `${listingsCount(sale.psf.points)} for sale, ${levelWindow.label}`
        }
      />
      <Tile
        id="sale-3m"
        label="Price change, 3 months"
        value={pct(change.sale3m)}
        note={changeNote(change.sale3m, psf, min)}
      />
      <Tile
        id="sale-12m"
        label="Price change, 12 months"
        value={pct(change.sale12m)}
        note={changeNote(change.sale12m, psf, min)}
      />
      <Tile
        id="rent-psf"
        label="Median rent per sq ft"
        value={rent.psf.value === null ? null : `${rentPsf(rent.psf.value)} a month`}
        note={
          rent.psf.value === null
            ? tooFew(rent.psf, min)
            : `${listingsCount(rent.psf.points)} for rent, ${levelWindow.label}`
        }
      />
      <Tile
        id="rent-3m"
        label="Rent change, 3 months"
        value={pct(change.rent3m)}
        note={changeNote(change.rent3m, rentPsf, min)}
      />
      <Tile
        id="rent-12m"
        label="Rent change, 12 months"
        value={pct(change.rent12m)}
        note={changeNote(change.rent12m, rentPsf, min)}
      />
      <Tile
        id="yield"
        label="Rental yield (gross)"
        value={y.pct === null ? null : `${y.pct} %`}
        note={
          y.pct === null
            ? `Not enough data: ${y.rentPoints} rent and ${y.salePoints} sale listings (${min} each needed)`
            : `Rent × 12 ÷ price, per sq ft; ${y.rentPoints} rent and ${y.salePoints} sale listings`
        }
      />
      <Tile
        id="on-market"
        label="On the market now"
        value={`${supply.sale.total + supply.rent.total} homes`}
        note={`${supply.sale.total} for sale, ${supply.rent.total} for rent`}
      />
    </dl>
  );
}
