import { useEffect, useId, useRef, useState } from 'react';
import { readJsonArea } from '../domain/advanced-json';

interface JsonAreaProps {
  label: string;
  kind: 'array' | 'object';
  value: unknown;
  /** Called with each text that parses as the expected kind; invalid text is ignored. */
  onValid: (parsed: unknown) => void;
  hint?: string;
}

/**
 * A JSON text area inside a tab (spec part 3 §5): while the text does not parse, the form keeps
 * its last good value and a quiet note says so, with no error thrown at the admin mid-typing.
 */
export function JsonArea({ label, kind, value, onValid, hint }: JsonAreaProps) {
  const id = useId();
  const shown = JSON.stringify(value, null, 2);
  const [text, setText] = useState(shown);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(shown);
  }, [shown]);
  const valid = readJsonArea(text, kind) !== undefined;
  return (
    <div className="le-field le-wide">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="le-json le-json-small"
        spellCheck={false}
        value={text}
        aria-describedby={`${id}-note`}
        onFocus={() => {
          focused.current = true;
        }}
        onBlur={() => {
          focused.current = false;
          setText(shown);
        }}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = readJsonArea(e.target.value, kind);
          if (parsed !== undefined) onValid(parsed);
        }}
      />
      <p className={valid ? 'le-hint' : 'le-hint le-warn'} id={`${id}-note`}>
        {valid ? hint : 'Not valid JSON yet: the rows above keep their last valid values.'}
      </p>
    </div>
  );
}
