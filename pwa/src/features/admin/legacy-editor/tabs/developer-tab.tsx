import { NumberField } from '../components/number-field';
import { StringListField } from '../components/string-list-field';
import { TextField } from '../components/text-field';
import { LIMITS } from '../domain/limits';
import type { TabProps } from './tab-props';

export function DeveloperTab({ p, set }: TabProps) {
  const d = p.developerInfo;
  const setD = (patch: Partial<typeof d>) => set('developerInfo', { ...d, ...patch });
  return (
    <>
      <TextField label="Developer name" value={d.name} onChange={(v) => setD({ name: v })} />
      <NumberField
        label="Experience"
        unit="years"
        value={d.experienceYears}
        limit={LIMITS.years}
        onChange={(v) => setD({ experienceYears: v })}
      />
      <StringListField
        label="Past projects"
        noun="project"
        items={d.projects}
        onChange={(projects) => setD({ projects })}
      />
      <StringListField
        label="Certifications"
        noun="certification"
        placeholder="e.g. ISO 9001"
        items={d.certifications}
        onChange={(certifications) => setD({ certifications })}
      />
    </>
  );
}
