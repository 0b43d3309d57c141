import { IonToggle } from '@ionic/react';

/** A yes/no setting as an Ionic switch with its label on the left (amenities, Verified, Active). */
export function ToggleField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <IonToggle
      className="le-toggle"
      checked={checked}
      aria-label={label}
      justify="space-between"
      onIonChange={(e) => onChange(e.detail.checked)}
    >
      {label}
    </IonToggle>
  );
}
