/**
 * A value once it has stopped changing for `ms`: typing a locality or an area asks the API once
 * the thumb pauses, not on every key. The first value is settled at once (a remembered form
 * compares straight away on a reload).
 */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, key: string, ms = 400): T {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const t = setTimeout(() => setSettled({ key, value }), ms);
    return () => clearTimeout(t);
    // `key` stands for `value` (a new object each render with the same meaning).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, ms]);
  return settled.value;
}
