import { useRequestHistory } from './api.ts';
import { HistoryView } from './history-view.tsx';
import { QueryState } from './query-state.tsx';

/** Conversation History: the transcript with who wrote what, the reference rounds and the brief feedback. */
export function HistoryTab({ clientId, visitorName }: { clientId: string; visitorName: string }) {
  const history = useRequestHistory(clientId);
  return <QueryState query={history}>{(data) => <HistoryView history={data} visitorName={visitorName} />}</QueryState>;
}
