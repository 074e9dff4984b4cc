/**
 * React reads a store's "initial" state while the server renders and while a page is hydrated. For
 * a store whose values are known alike on both sides (the shopper's language and currency, the
 * messages loaded before the page is taken over), the current values are the ones rendered: else
 * every component reading it renders a second time, at once and in one piece, after hydration.
 */
import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

export function currentIsInitial<
  T,
  Mis extends [StoreMutatorIdentifier, unknown][] = [],
  Mos extends [StoreMutatorIdentifier, unknown][] = [],
>(creator: StateCreator<T, Mis, Mos>): StateCreator<T, Mis, Mos> {
  return (set, get, api) => {
    const state = creator(set, get, api);
    api.getInitialState = api.getState;
    return state;
  };
}
