import { siteConfig } from "../../shared/site-config";

export type PrefixedStore = {
  get(key: string): string | null;
  /** Stores the value; false when the browser refused (storage blocked or full). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** The key the browser stores `key` under, as a `storage` event from another tab names it. */
  keyOf(key: string): string;
};

/**
 * Browser storage under the product prefix (site.md section 3). Every call survives a browser
 * that blocks storage (private modes, disabled cookies): reads give null and writes are dropped,
 * so the value lives only as long as the page.
 */
function prefixedStore(storage: () => Storage): PrefixedStore {
  const key = (name: string) => siteConfig.storagePrefix + name;
  const attempt = <T>(action: (store: Storage) => T, fallback: T): T => {
    try {
      return action(storage());
    } catch {
      return fallback;
    }
  };
  return {
    get: (name) => attempt((store) => store.getItem(key(name)), null),
    set: (name, value) =>
      attempt((store) => {
        store.setItem(key(name), value);
        return true;
      }, false),
    remove: (name) => attempt((store) => store.removeItem(key(name)), undefined),
    keyOf: key,
  };
}

/** Values kept on this device across visits. */
export const localStore = prefixedStore(() => window.localStorage);

/** Values that last as long as the browser tab. */
export const sessionStore = prefixedStore(() => window.sessionStorage);
