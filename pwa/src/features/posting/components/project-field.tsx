/**
 * "Project (optional)": the new project a home or flat is in, picked from the projects PropAI has in
 * the chosen city (GET /api/projects, by name), so the listing's page links the project's page and
 * its transparency record. Sent as the project's slug; the API checks it exists (400 naming
 * `project` otherwise). Not asked before a city is chosen. Offline, the list is the
 * last one read for that city; a project already chosen stays listed even when the list is not there.
 */
import type { ProjectList } from '@propai/api/wire';
import { useFreshQuery } from '../../../lib/use-fresh-query';
import { SelectField, useForm } from './form-fields';

export function ProjectField() {
  const { values } = useForm();
  const city = typeof values.city === 'string' ? values.city : '';
  const asked = city !== '';
  const query = useFreshQuery<ProjectList>(asked ? '/projects' : null, {
    city,
    sortBy: 'name',
    sortOrder: 'asc',
    limit: 100,
  });
  if (!asked) return null;
  const projects = query.status === 'ready' ? query.result.data.items : [];
  const choices = projects.map((p) => ({
    value: p.slug ?? p.id,
    label: p.locality ? `${p.name} · ${p.locality}` : p.name,
  }));
  const chosen = typeof values.project === 'string' ? values.project : '';
  if (chosen && !choices.some((c) => c.value === chosen)) choices.unshift({ value: chosen, label: chosen });
  if (choices.length === 0) return null;
  return (
    <SelectField
      path="project"
      label="Project (optional)"
      hint="If the home is in a new project on PropAI, its page is linked from your listing."
      placeholder="Not in a listed project"
      choices={choices}
    />
  );
}
