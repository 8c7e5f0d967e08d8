// TEMPORARY placeholder, replaced by the real screen.
export function Component() {
  return <main><h1>reset-password-page</h1></main>;
}
