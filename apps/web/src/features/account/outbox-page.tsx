// TEMPORARY placeholder, replaced by the real screen.
export function Component() {
  return <main><h1>outbox-page</h1></main>;
}
