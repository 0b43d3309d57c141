import { REPORT_CATEGORIES } from '@propai/api/domain/reports/report-categories';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { PageLayout } from '../../../components/ui/page-layout';
import { useReportPages } from '../api/use-report-pages';
import { ReportList } from '../components/report-list';
import '../reports.css';

const FIELDS = [
  { name: 'project', label: 'Project', placeholder: 'e.g. Solace Avenue' },
  { name: 'developer', label: 'Developer', placeholder: 'e.g. builder name' },
  { name: 'locality', label: 'Locality or city', placeholder: 'e.g. Sector 150, Noida' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

const CATEGORY_OPTIONS = [
  { value: '', label: 'All' },
  ...REPORT_CATEGORIES.map((c) => ({ value: c, label: c })),
];

/**
 * /reports/find: reports by project, developer, locality and category (GET /api/reports/search).
 * The search lives in the address (?project=…&category=…), so Back, reload and a shared link
 * repeat it; a category tap searches at once, the text fields on Search / Enter.
 */
export default function FindReportsPage() {
  const [params, setParams] = useSearchParams();
  const given = (name: string) => params.get(name)?.trim() ?? '';
  const [draft, setDraft] = useState<Record<FieldName, string>>(() => ({
    project: given('project'),
    developer: given('developer'),
    locality: given('locality'),
  }));
  const category = given('category');
  const query: Record<string, string> = {};
  for (const f of FIELDS) if (given(f.name)) query[f.name] = given(f.name);
  if (category) query.category = category;
  const searched = Object.keys(query).length > 0;
  const pages = useReportPages(searched ? '/reports/search' : null, query);

  const apply = (next: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(next).filter(([, v]) => v.trim() !== ''));
    setParams(clean, { replace: true });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply({ ...draft, category });
  };
  const error = pages.first.status === 'error' ? pages.first.error : null;
  // A 400 names the field: show what to fix, not 'Could not load'.
  const fix =
    error?.status === 400
      ? Object.entries(error.fields ?? {})
          .map(([field, message]) => `${FIELDS.find((f) => f.name === field)?.label ?? field}: ${message}`)
          .join(' ') || error.message
      : null;

  return (
    <PageLayout
      title="Find reports"
      eyebrow="Community reports"
      lead="Search what buyers reported by project, developer, locality and category."
      className="reports-page"
    >
      <form className="find-form" role="search" onSubmit={submit}>
        <div className="find-fields">
          {FIELDS.map((f) => (
            <label className="field" key={f.name}>
              {f.label}
              <input
                type="search"
                name={f.name}
                value={draft[f.name]}
                placeholder={f.placeholder}
                maxLength={80}
                enterKeyHint="search"
                autoComplete="off"
                onChange={(e) => setDraft((d) => ({ ...d, [f.name]: e.target.value }))}
              />
            </label>
          ))}
        </div>
        <ChoiceChips
          label="Category"
          options={CATEGORY_OPTIONS}
          multiple={false}
          value={category}
          onChange={(v) => apply({ ...draft, category: String(v) })}
        />
        <div className="report-actions">
          <button type="submit" className="btn btn-sm" data-testid="find-submit">
            Search
          </button>
          {searched && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => {
                setDraft({ project: '', developer: '', locality: '' });
                apply({});
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
      {!searched ? (
        <p className="empty-text">Type a project, developer or place, or pick a category.</p>
      ) : fix ? (
        <p className="error-box" role="alert">
          {fix}
        </p>
      ) : (
        <ReportList pages={pages} what="reports" emptyText="No results found." />
      )}
    </PageLayout>
  );
}
