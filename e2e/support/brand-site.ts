/**
 * The brand-analysis fixture site for the journeys: the server's test fixture (apps/server/test/
 * brand-site-server.ts) on a fixed port. The Genie server under test may fetch it only because its
 * origin is listed in BRAND_FETCH_TEST_ALLOW_ORIGINS (NODE_ENV=test); every other private address
 * stays refused.
 */
import { startBrandSite } from '../../apps/server/test/brand-site-server.ts';
import { brandSitePort } from './ports.ts';

const site = await startBrandSite({ port: brandSitePort() });
console.log(`brand fixture site on ${site.origin}`);
const stop = () => void site.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
