import { type FormEvent, type RefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  HOME_SEARCH_INPUT_ID as INPUT_ID,
  clearStaticHomeSearch,
  readStaticHomeSearch,
} from '../../../lib/static-home-search';
import { exploreSearchPath } from '../../../lib/explore-place';
import { homeHeroCopy } from '../home-hero-copy';

/**
 * The hero's search box. Text typed into home.html's static box before the app started is kept
 * (lib/static-home-search); the page around it decides when focus can be given back (`inputRef`).
 */
export function HomeSearch({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [text, setText] = useState(() => readStaticHomeSearch().text);
  useEffect(() => clearStaticHomeSearch(), []);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(exploreSearchPath(text));
  };
  return (
    // action/method/names: before the app has started (the pre-rendered home.html), the form works
    // as a plain GET to /explore?city={text}&type=buy, which the explore page then reads as
    // onSubmit would have (lib/explore-place.ts: a PIN or a sector becomes q=).
    <form className="home-search" role="search" action="/explore" method="get" onSubmit={onSubmit}>
      <label htmlFor={INPUT_ID} className="visually-hidden">
        {homeHeroCopy.searchLabel}
      </label>
      <input
        ref={inputRef}
        id={INPUT_ID}
        name="city"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder={homeHeroCopy.searchLabel}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <input type="hidden" name="type" value="buy" />
      <button type="submit">{homeHeroCopy.searchButton}</button>
    </form>
  );
}
