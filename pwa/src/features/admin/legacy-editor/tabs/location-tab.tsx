import { NumberField } from '../components/number-field';
import { TextField } from '../components/text-field';
import { LIMITS } from '../domain/limits';
import type { TabProps } from './tab-props';

/** Address and map position; coordinates to six decimals (about 10 cm), spec part 3 §5. */
export function LocationTab({ p, set, errors }: TabProps) {
  const l = p.location;
  const setL = (patch: Partial<typeof l>) => set('location', { ...l, ...patch });
  return (
    <>
      <TextField label="Address" multiline value={l.address} onChange={(v) => setL({ address: v })} />
      <TextField label="Landmark" value={l.landmark} onChange={(v) => setL({ landmark: v })} />
      <TextField
        label="PIN code"
        inputMode="numeric"
        value={l.pincode}
        onChange={(v) => setL({ pincode: v.replace(/\D/g, '').slice(0, 6) })}
        error={errors['location.pincode']}
        hint="Six digits."
      />
      <NumberField
        label="Latitude"
        value={l.lat}
        limit={LIMITS.latitude}
        onChange={(v) => setL({ lat: v })}
        hint="e.g. 28.535517"
      />
      <NumberField
        label="Longitude"
        value={l.lng}
        limit={LIMITS.longitude}
        onChange={(v) => setL({ lng: v })}
        hint="e.g. 77.391029"
      />
    </>
  );
}
