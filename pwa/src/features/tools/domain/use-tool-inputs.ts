/**
 * A tool's input values: started from the address, the device's memory or the defaults
 * (tool-inputs.ts), remembered on this device once the user changes one (tool-memory.ts), and
 * prefilled again when a link opens the tool while it is already open (Ionic keeps a visited page
 * mounted, so a second "EMI calculator" link from another listing must still land its amount).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsActivePage } from '../../../lib/use-page-query';
import { queryValues, startingValues, type Specs, type Values } from './tool-inputs';
import { forget, recall, remember } from './tool-memory';

export function useToolInputs<K extends string>(tool: string, specs: Specs<K>, defaults: Values<K>) {
  const location = useLocation();
  const active = useIsActivePage();
  const [values, setValues] = useState<Values<K>>(() =>
    startingValues(specs, defaults, [queryValues(location.search), recall(tool)]),
  );
  const changed = useRef(false);
  const lastSearch = useRef(location.search);

  useEffect(() => {
    if (!active || location.search === lastSearch.current) return;
    lastSearch.current = location.search;
    const query = queryValues(location.search);
    if (Object.keys(specs).some((k) => k in query)) setValues((v) => startingValues(specs, v, [query]));
  }, [active, location.search, specs]);

  useEffect(() => {
    if (changed.current) remember(tool, values);
  }, [tool, values]);

  const set = useCallback((key: K, value: number) => {
    changed.current = true;
    setValues((v) => ({ ...v, [key]: value }));
  }, []);

  const reset = useCallback(() => {
    changed.current = false;
    forget(tool);
    setValues(defaults);
  }, [tool, defaults]);

  return { values, set, reset };
}
