import { StringListField } from '../components/string-list-field';
import { TextField } from '../components/text-field';
import type { TabProps } from './tab-props';

/** Approvals, certificates and the compliance note. The RERA number lives in Legal & RERA. */
export function ComplianceTab({ p, set }: TabProps) {
  const l = p.legal;
  return (
    <>
      <StringListField
        label="Approvals"
        noun="approval"
        placeholder="e.g. Fire NOC"
        items={l.approvals}
        onChange={(approvals) => set('legal', { ...l, approvals })}
      />
      <StringListField
        label="Certificates"
        noun="certificate"
        placeholder="e.g. Occupancy Certificate"
        items={l.certificates}
        onChange={(certificates) => set('legal', { ...l, certificates })}
      />
      <TextField
        label="Compliance notes"
        multiline
        value={l.compliance}
        onChange={(compliance) => set('legal', { ...l, compliance })}
      />
    </>
  );
}
