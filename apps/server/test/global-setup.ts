// Prepared per test run by the server test helpers (see test/helpers.ts).
export default async function setup() {}
