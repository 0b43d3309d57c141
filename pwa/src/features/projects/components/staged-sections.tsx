import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** Sections built with the page's first render: the score card and the prices fill a phone's screen. */
export const FIRST_SECTIONS = 2;
/** Sections added per step after that, each step after the previous one has painted. */
export const SECTIONS_PER_STEP = 2;

/** Builds every section at once (a section jump to one not built yet calls it first). */
const BuildAll = createContext<() => void>(() => {});
export const useBuildAllSections = () => useContext(BuildAll);

/**
 * The project page's sections, built a few at a time: all of them come with the page's HTML
 * (api/src/routes/projects/project-page.ts), and committing and laying out the whole long page in
 * one go was the longest task of a phone's cold visit. Each step runs after the previous one has
 * painted (a frame, then a task), as a transition, so a tap is never kept waiting behind it. Only
 * sections below the first screen wait, and they are appended below what is shown, so nothing on
 * screen moves.
 */
export function StagedSections({
  nav,
  children,
}: {
  /** Built at once, inside the context: the section jumps. */
  nav: ReactNode;
  children: ReactNode[];
}) {
  const total = children.length;
  const [built, setBuilt] = useState(Math.min(FIRST_SECTIONS, total));
  useEffect(() => {
    if (built >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(
        () => startTransition(() => setBuilt((n) => Math.min(n + SECTIONS_PER_STEP, total))),
        0,
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [built, total]);
  // Synchronous, so the jump that asked for it finds its section in the document right after.
  const buildAll = () => flushSync(() => setBuilt(total));
  return (
    <BuildAll.Provider value={buildAll}>
      {nav}
      {children.slice(0, built)}
    </BuildAll.Provider>
  );
}
