/**
 * The document extraction supervisor: one small, long-lived process beside the server that starts a
 * fresh, capped extraction process per document (run-extraction-process.ts) and answers the server
 * over IPC. Starting processes from here, not from the server, keeps the server's event loop free:
 * forking a process as large as the server (its embedded database included) takes tens of
 * milliseconds of its main thread each time. Exits with the server (its IPC channel closing).
 */
import type { ExtractionAnswer, ExtractionJob } from './document-extraction-child.ts';
import { runExtractionProcess, type ProcessLimits } from './run-extraction-process.ts';

export interface SupervisorRequest {
  id: number;
  job: ExtractionJob;
  limits: ProcessLimits;
}

export interface SupervisorReply {
  id: number;
  answer: ExtractionAnswer;
}

process.on('message', (request: SupervisorRequest) => {
  void runExtractionProcess(request.job, request.limits).then((answer) => process.send?.({ id: request.id, answer } satisfies SupervisorReply));
});
process.on('disconnect', () => process.exit(0));
