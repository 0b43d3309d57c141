export interface PhotoProblem {
  key: string;
  name: string;
  /** What went wrong, e.g. 'was not added: …' or 'was not sent: …'. */
  text: string;
  /** Tries again; gets the form (a refused upload is retried by submitting the form again). */
  retry: (form: HTMLFormElement | null) => void;
}

/** Under the grid: why each marked photo failed, with a retry (the tile's × removes it). */
export function PhotoProblems({ problems }: { problems: PhotoProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="post-photo-problems" role="alert">
      {problems.map((p) => (
        <li key={p.key}>
          <span>
            <strong>{p.name}</strong> {p.text}
          </span>
          <button
            type="button"
            className="post-photo-retry"
            aria-label={`Retry ${p.name}`}
            onClick={(e) => p.retry(e.currentTarget.form)}
          >
            Retry
          </button>
        </li>
      ))}
    </ul>
  );
}
