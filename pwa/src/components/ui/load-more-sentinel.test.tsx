/**
 * The Ionic-free infinite scroll (load-more-sentinel.tsx): never at mount, once the reader scrolls
 * near the end, once per growth of the list, and not at all while disabled.
 */
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMoreSentinel } from './load-more-sentinel';

afterEach(cleanup);

const scroll = () => fireEvent.scroll(document);

describe('LoadMoreSentinel', () => {
  it('waits for a scroll, then asks once per length of the list', () => {
    const onReach = vi.fn();
    // happy-dom lays nothing out: the sentinel's top is 0, inside any threshold.
    const view = render(
      <LoadMoreSentinel disabled={false} threshold={600} loadedCount={20} onReach={onReach} />,
    );
    expect(onReach).not.toHaveBeenCalled();
    scroll();
    scroll();
    expect(onReach).toHaveBeenCalledTimes(1);
    view.rerender(<LoadMoreSentinel disabled={false} threshold={600} loadedCount={40} onReach={onReach} />);
    scroll();
    expect(onReach).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled, and says what loads while busy', () => {
    const onReach = vi.fn();
    const view = render(
      <LoadMoreSentinel
        disabled
        threshold={600}
        loadedCount={20}
        onReach={onReach}
        busy
        busyText="Loading more reports…"
      />,
    );
    scroll();
    expect(onReach).not.toHaveBeenCalled();
    expect(view.container.textContent).toBe('Loading more reports…');
  });

  it('leaves a list far below the screen alone', () => {
    const onReach = vi.fn();
    const view = render(
      <LoadMoreSentinel disabled={false} threshold={600} loadedCount={20} onReach={onReach} />,
    );
    const sentinel = view.container.firstElementChild as HTMLElement;
    sentinel.getBoundingClientRect = () => ({ top: window.innerHeight + 2000 }) as DOMRect;
    scroll();
    expect(onReach).not.toHaveBeenCalled();
  });
});
