import { useId } from 'react';

interface StringListFieldProps {
  label: string;
  /** One item's name for its Remove button, e.g. 'approval'. */
  noun: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  type?: 'text' | 'url';
}

/** A list of short texts (approvals, certificates, image URLs, services) with Add and Remove. */
export function StringListField({
  label,
  noun,
  items,
  onChange,
  placeholder,
  type = 'text',
}: StringListFieldProps) {
  const id = useId();
  return (
    <fieldset className="le-strings le-wide" aria-labelledby={id}>
      <legend className="le-label" id={id}>
        {label}
      </legend>
      {items.map((item, index) => (
        <div className="le-string-row" key={index}>
          <input
            type={type}
            value={item}
            placeholder={placeholder}
            aria-label={`${label} ${index + 1}`}
            autoComplete="off"
            onChange={(e) => onChange(items.map((it, i) => (i === index ? e.target.value : it)))}
          />
          <button
            type="button"
            className="le-icon-button"
            aria-label={`Remove ${noun} ${index + 1}`}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm le-add"
        onClick={() => onChange([...items, ''])}
      >
        + Add {noun}
      </button>
    </fieldset>
  );
}
