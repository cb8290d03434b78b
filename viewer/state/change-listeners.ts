/**
 * The listeners of a store kept outside React (the drawer, the preferences, the router the header sees): roots
 * that hydrate apart read them with useSyncExternalStore, whose subscribe this is.
 */
export interface ChangeListeners {
  /** Adds a listener; returns the function that removes it. */
  subscribe(listener: () => void): () => void;
  /** Tells every listener the store changed. */
  notify(): void;
}

export function changeListeners(): ChangeListeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
