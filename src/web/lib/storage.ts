import { siteConfig } from "../../shared/site-config";

/**
 * Local storage under the product prefix (site.md section 3). Every call survives a browser that
 * blocks storage (private modes, disabled cookies): reads give null and writes are dropped.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(siteConfig.storagePrefix + key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(siteConfig.storagePrefix + key, value);
    } catch {
      // Storage full or blocked: the value only lives for this page.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(siteConfig.storagePrefix + key);
    } catch {
      // Nothing to remove when storage is blocked.
    }
  },
};

/** The same for sessionStorage: values that last as long as the tab. */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(siteConfig.storagePrefix + key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(siteConfig.storagePrefix + key, value);
    } catch {
      // Blocked: the value only lives for this page.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(siteConfig.storagePrefix + key);
    } catch {
      // Nothing to remove when storage is blocked.
    }
  },
};
