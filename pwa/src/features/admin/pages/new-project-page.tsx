/**
 * /admin/projects/new (admin): the five things a project starts with — name, developer, city,
 * locality, RERA id — and its status. POST /admin/projects with one Idempotency-Key for the life
 * of the form, so a retried create (a timeout, a double tap) makes one project; then on to the
 * project's Admin Editor to fill in the rest.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import { ApiError } from '../../../lib/api-client';
import { createProject } from '../project-editors/api/editors-api';
import {
  checkProject,
  EMPTY_PROJECT,
  type NewProjectValues,
  PROJECT_CITIES,
  PROJECT_STATUSES,
} from '../project-editors/domain/new-project';
import '../../../components/ui/form.css';
import '../project-editors/components/editors.css';

type Errors = Partial<Record<keyof NewProjectValues, string>>;

const TEXT_FIELDS = [
  ['name', 'Project name', 120, 'e.g. Aravali Heights'],
  ['developer', 'Developer', 120, 'e.g. Skyline Estates'],
  ['locality', 'Locality', 80, 'e.g. Sector 65'],
  ['reraId', 'RERA registration number', 60, 'e.g. UPRERAPRJ123456'],
] as const;

export default function NewProjectPage() {
  const id = useId();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewProjectValues>(EMPTY_PROJECT);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const set = (field: keyof NewProjectValues) => (value: string) => setValues({ ...values, [field]: value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = checkProject(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await createProject(
        {
          ...values,
          name: values.name.trim(),
          locality: values.locality.trim(),
          reraId: values.reraId.trim(),
        },
        key,
      );
      navigate(`/projects/${encodeURIComponent(created.id)}/admin`, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(error instanceof ApiError ? error.message : 'Could not create the project.');
      setBusy(false);
    }
  }

  const error = (field: keyof NewProjectValues) =>
    errors[field] ? (
      <p className="ed-status ed-status-bad" id={`${id}-${field}-e`} role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <PageLayout
      title="New project"
      eyebrow="Admin · Projects"
      lead="Start with the basics; the editors add the rest."
    >
      <Link to="/admin/projects" className="pd-back">
        ← All projects
      </Link>
      <form className="post-form" onSubmit={(e) => void submit(e)} noValidate>
        <section className="post-section">
          <h2 className="ed-form-title">The project</h2>
          <div className="post-section-body">
            {TEXT_FIELDS.map(([field, label, max, placeholder]) => (
              <div className="post-field" key={field}>
                <label htmlFor={`${id}-${field}`}>{label}</label>
                <input
                  id={`${id}-${field}`}
                  value={values[field]}
                  maxLength={max}
                  placeholder={placeholder}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={errors[field] ? `${id}-${field}-e` : undefined}
                  onChange={(e) => set(field)(e.target.value)}
                />
                {error(field)}
              </div>
            ))}
            <div className="post-field post-choice">
              <span className="ed-field" aria-hidden="true">
                City
              </span>
              <ToggleChips
                label="City"
                className="ed-chips-wrap"
                options={PROJECT_CITIES.map((c) => ({ value: c, label: c }))}
                value={values.city}
                onChange={set('city')}
              />
              {error('city')}
            </div>
            <div className="post-field post-choice">
              <span className="ed-field" aria-hidden="true">
                Status
              </span>
              <ToggleChips
                label="Status"
                className="ed-chips-wrap"
                options={PROJECT_STATUSES.map((s) => ({ value: s, label: s }))}
                value={values.status}
                onChange={set('status')}
              />
            </div>
          </div>
        </section>
        <div className="ed-actions">
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Creating…' : 'Create project'}
          </button>
          {failure && <span className="ed-status ed-status-bad">{failure}</span>}
        </div>
      </form>
    </PageLayout>
  );
}
