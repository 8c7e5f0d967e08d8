// npm run plan:set -- <email> <plan> <cycle> <until>
//
// Grants or extends a designer's plan without a payment provider, recorded like a payment. Works while
// the server runs, on the embedded database too: it then goes through the server's operator endpoint
// (billing/operator-access.ts); with no server running it opens the database itself.
import { ConfigError, loadEnv } from '../env.ts';
import { runPlanSet } from '../billing/plan-set-command.ts';

runPlanSet(process.argv.slice(2), loadEnv(), { out: (l) => console.log(l), err: (l) => console.error(l) }).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
