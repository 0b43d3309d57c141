import { BLOG_FILTER_CITIES } from '@propai/api/domain/blogs/article-rules';
import { ToggleChips } from '../../../components/ui/toggle-chips';

const OPTIONS: { value: string; label: string }[] = [
  { value: '', label: 'All Cities' },
  ...BLOG_FILTER_CITIES.map((c) => ({ value: c, label: c })),
];

/** The city buttons of /blogs (spec part 2 Blogs); '' is All Cities. */
export function CityFilter({ value, onChange }: { value: string; onChange: (city: string) => void }) {
  return (
    <ToggleChips label="City" options={OPTIONS} value={value} onChange={onChange} className="blog-cities" />
  );
}
