import { ToggleField } from '../components/toggle-field';
import { AMENITY_GROUP_NAMES, AMENITY_GROUPS } from '@propai/api/domain/project-admin/amenity-groups';
import { AMENITY_GROUP_TITLES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

/** The amenities as switches in the spec's four groups: clubhouse, sports, wellness, security. */
export function AmenitiesTab({ p, set }: TabProps) {
  return (
    <>
      {AMENITY_GROUP_NAMES.map((group) => {
        const flags = p.amenities[group] as Record<string, boolean>;
        const items: Record<string, string> = AMENITY_GROUPS[group];
        const on = Object.values(flags).filter(Boolean).length;
        return (
          <fieldset className="le-amenities" key={group}>
            <legend className="le-list-title">
              {AMENITY_GROUP_TITLES[group]} <span className="le-count">{on} on</span>
            </legend>
            {Object.entries(items).map(([key, label]) => (
              <ToggleField
                key={key}
                label={label}
                checked={flags[key] ?? false}
                onChange={(checked) =>
                  set('amenities', { ...p.amenities, [group]: { ...flags, [key]: checked } })
                }
              />
            ))}
          </fieldset>
        );
      })}
    </>
  );
}
