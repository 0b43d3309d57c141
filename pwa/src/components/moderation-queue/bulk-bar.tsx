import { DecisionControls } from './decision-controls';
import type { BulkAction, BulkResult, QueueAdapter } from './queue-types';
import { useDecision } from './use-decision';

/**
 * Shown while items are selected: approve them all, or reject them all with one reason. The
 * answer is per item; the ones that failed stay selected with their errors listed.
 */
export function BulkBar<T extends { id: string }>({
  adapter,
  selected,
  onClear,
  onDone,
}: {
  adapter: QueueAdapter<T>;
  selected: T[];
  onClear: () => void;
  onDone: (action: BulkAction, results: BulkResult[]) => void;
}) {
  const decision = useDecision(adapter.reasonRequired);
  const n = selected.length;
  const noun = n === 1 ? adapter.noun.one : adapter.noun.many;
  const send = async (action: BulkAction, reason?: string) => {
    const ids = selected.map((s) => s.id);
    let results: BulkResult[] = [];
    const sent = await decision.run(async () => {
      results = await adapter.bulk(ids, action, reason);
    });
    if (sent) {
      decision.setReason('');
      onDone(action, results);
    }
  };
  const reject = () => {
    const reason = decision.reasonOrAsk();
    if (reason) void send('reject', reason);
  };
  return (
    <section className="mq-bulk" aria-label="Selected">
      <p className="mq-bulk-count" role="status">
        {n} {noun} selected
        <button type="button" className="mq-link" onClick={onClear}>
          Clear
        </button>
      </p>
      <DecisionControls
        decision={decision}
        subject={`${n} ${noun}`}
        approveLabel={`Approve ${n}`}
        rejectLabel={`Reject ${n}`}
        onApprove={() => void send('approve')}
        onReject={reject}
      />
    </section>
  );
}
