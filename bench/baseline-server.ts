/**
 * The benchmark's yardstick: a bare Fastify server with one JSON route, no plugins, no logging.
 * Started by bench/run.ts as `node --import tsx bench/baseline-server.ts` with PORT set.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
