/**
 * The query string of the page this hook lives in. Ionic keeps earlier pages mounted (hidden) while
 * another page is shown, and react-router's location is global, so a hidden page would otherwise
 * re-read another page's query and refetch under it. This hook freezes the value while the page is
 * not the one on screen, and writes updates to the page's own path so Back restores every filter.
 */
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function usePageQuery(): [URLSearchParams, (next: URLSearchParams, replace?: boolean) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [ownPath] = useState(location.pathname);
  const lastSearch = useRef(location.search);
  if (location.pathname === ownPath) lastSearch.current = location.search;
  const search = lastSearch.current;
  const params = useRef<{ search: string; value: URLSearchParams }>({
    search,
    value: new URLSearchParams(search),
  });
  if (params.current.search !== search) params.current = { search, value: new URLSearchParams(search) };

  const setParams = useCallback(
    (next: URLSearchParams, replace = false) => {
      const text = next.toString();
      navigate(`${ownPath}${text ? `?${text}` : ''}`, { replace });
    },
    [navigate, ownPath],
  );
  return [params.current.value, setParams];
}

/** True while the page that called it is the one on screen. */
export function useIsActivePage(): boolean {
  const location = useLocation();
  const [ownPath] = useState(location.pathname);
  return location.pathname === ownPath;
}
