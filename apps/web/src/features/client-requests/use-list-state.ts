import { useAddressState } from '../../app/use-address-state.ts';
import { listStateFromSearch, searchOfListState } from './list-params.ts';

/** The list's state, kept in the address bar (reload and Back keep it); quick changes build on each other. */
export function useListState() {
  return useAddressState(listStateFromSearch, searchOfListState);
}
