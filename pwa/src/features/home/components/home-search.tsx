import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** '/explore?city={text}&type=buy' for a typed place, plain '/explore' when the box is empty. */
export function exploreSearchPath(text: string): string {
  const city = text.trim();
  return city ? `/explore?${new URLSearchParams({ city, type: 'buy' }).toString()}` : '/explore';
}

export function HomeSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(exploreSearchPath(text));
  };
  return (
    <form className="home-search" role="search" onSubmit={onSubmit}>
      <label htmlFor="home-search-input" className="visually-hidden">
        Address, neighbourhood, city or PIN
      </label>
      <input
        id="home-search-input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Address, neighbourhood, city or PIN"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit">Search</button>
    </form>
  );
}
