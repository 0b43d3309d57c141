/** Before the first computation (a fresh server computes them within a minute of starting). */
export function NotComputedYet({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ins-note ins-pending" role="status">
      <p>
        The market figures are being computed from the listings and projects; they are ready shortly after the
        server starts.
      </p>
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        Check again
      </button>
    </div>
  );
}
