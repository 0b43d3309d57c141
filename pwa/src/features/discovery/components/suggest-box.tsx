import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Suggestion, useSuggestions } from '../api/use-suggestions';

interface SuggestBoxProps {
  value: string;
  onSubmit: (text: string) => void;
  onPick: (item: Suggestion) => void;
  debounceMs: number;
  placeholder?: string;
  /** The dropdown closes this long after blur, so a tap on an item still lands (150 ms on explore). */
  closeDelayMs?: number;
}

/** A search box with a suggestion dropdown (Locations, Projects, Developers). */
export function SuggestBox({
  value,
  onSubmit,
  onPick,
  debounceMs,
  placeholder,
  closeDelayMs = 150,
}: SuggestBoxProps) {
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  const items = useSuggestions(open ? text : '', debounceMs);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(false);
    onSubmit(text.trim());
  };
  return (
    <form className="suggest" role="search" onSubmit={submit}>
      <input
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        // A text box that opens a list of suggestions is a combobox (ARIA 1.2); only that role may
        // carry aria-expanded, so screen readers announce the list opening.
        role="combobox"
        aria-autocomplete="list"
        aria-label="Search city, locality, project or developer"
        aria-controls={listId}
        aria-expanded={open && items.length > 0}
        placeholder={placeholder ?? 'City, locality, project or developer'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => window.clearTimeout(closeTimer.current)}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
        }}
      />
      <button type="submit" className="btn">
        Search
      </button>
      {open && items.length > 0 && (
        <ul className="suggest-list" id={listId} role="listbox">
          {items.map((item) => (
            <li key={`${item.category}-${item.id}`} role="option" aria-selected="false">
              <button
                type="button"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setOpen(false);
                  setText(item.label);
                  onPick(item);
                }}
              >
                <span>{item.label}</span>
                <small>{item.category}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
