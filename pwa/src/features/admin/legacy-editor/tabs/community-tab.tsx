import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { TextField } from '../components/text-field';
import { LIMITS } from '../domain/limits';
import type { TabProps } from './tab-props';

type Review = TabProps['p']['community']['reviews'][number];

const RATINGS = [
  ['overall', 'Overall rating'],
  ['construction', 'Construction rating'],
  ['amenities', 'Amenities rating'],
  ['location', 'Location rating'],
] as const;

/** Residents' ratings (0–5 in steps of 0.1) and reviews. */
export function CommunityTab({ p, set }: TabProps) {
  const c = p.community;
  return (
    <>
      {RATINGS.map(([key, label]) => (
        <NumberField
          key={key}
          label={label}
          unit="/ 5"
          value={c.ratings[key]}
          limit={LIMITS.rating}
          onChange={(v) => set('community', { ...c, ratings: { ...c.ratings, [key]: v } })}
        />
      ))}
      <RowList
        title="Reviews"
        noun="review"
        items={c.reviews}
        blank={(): Review => ({ author: '', text: '' })}
        onChange={(reviews) => set('community', { ...c, reviews })}
        renderRow={(r, update) => (
          <>
            <TextField label="Author" value={r.author} onChange={(v) => update({ ...r, author: v })} />
            <NumberField
              label="Rating"
              unit="/ 5"
              value={r.rating}
              limit={LIMITS.rating}
              onChange={(v) => update({ ...r, rating: v })}
            />
            <TextField label="Review" multiline value={r.text} onChange={(v) => update({ ...r, text: v })} />
          </>
        )}
      />
    </>
  );
}
