// TEMPORARY placeholder, replaced by the real screen.
export function Component() {
  return <main><h1>registration-page</h1></main>;
}
