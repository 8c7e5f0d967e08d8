// TEMPORARY placeholder, replaced by the real screen.
export function Component() {
  return <main><h1>not-found-page</h1></main>;
}
