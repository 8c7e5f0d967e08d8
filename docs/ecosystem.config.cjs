// Genie under pm2 (README.md, "Running it as a service"). Build once per release in the checkout
// (npm ci && npm run build), then from the checkout:
//   pm2 start docs/ecosystem.config.cjs && pm2 save
// After the next `npm ci && npm run build`: pm2 restart genie. Logs: pm2 logs genie.

module.exports = {
  apps: [
    {
      name: 'genie',
      // The checkout: this file sits in its docs/.
      cwd: `${__dirname}/..`,
      // The bundle itself, not `npm start`: a restart never builds, and pm2's signal reaches the server.
      script: 'apps/server/dist/main.js',
      // V8's young generation capped at 8 MB a thread (bench/README.md, third pass).
      node_args: '--max-semi-space-size=4',
      // One process. The embedded database (PGlite) belongs to a single process: a second instance, or
      // pm2's cluster mode, on the same DATA_DIR would open it twice. Several instances need PostgreSQL
      // (DATABASE_URL) and the rest of README.md "Several instances", each with its own PORT.
      exec_mode: 'fork',
      instances: 1,
      env: {
        NODE_ENV: 'production',
        PORT: '3000',
        // Outside the checkout, so a new release leaves the database and files be.
        DATA_DIR: '/var/lib/genie',
        // glibc keeps memory the image library's threads freed unless its arenas are few and large blocks
        // go back to the system (README.md, 1 GB machines; `npm start` sets the same on Node 22.15 and later).
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        MALLOC_TRIM_THRESHOLD_: '131072',
      },
      // pm2 stops with SIGINT, which Genie handles as SIGTERM: /api/ready turns 503, requests in flight
      // and the job in hand finish within SHUTDOWN_TIMEOUT_MS (10 s by default) and the server gives up
      // 5 s after that at the latest. pm2's own 1.6 s would cut that short: 20 s leaves room above 15.
      kill_timeout: 20_000,
      // The signal to the server only: the document readers it started end when it does.
      treekill: false,
      autorestart: true,
      // A process that dies within 10 s of starting counts as a failed start; pm2 gives up after 10.
      min_uptime: 10_000,
      max_restarts: 10,
      restart_delay: 2_000,
      time: true,
    },
  ],
};
