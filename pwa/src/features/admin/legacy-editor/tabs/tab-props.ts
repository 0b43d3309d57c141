import type { EditorProject } from '../domain/editor-project';

/** What every tab gets: the whole model and a setter for one of its top-level parts. */
export interface TabProps {
  p: EditorProject;
  set: <K extends keyof EditorProject>(key: K, value: EditorProject[K]) => void;
  /** A message per field path from the last failed save ('name', 'towers.2.progressPct'). */
  errors: Record<string, string>;
}
