import { Outlet } from 'react-router';

// TEMPORARY placeholder, replaced by the real screen.
export function Component() {
  return <Outlet />;
}
