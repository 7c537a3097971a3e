import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { MiniGameId } from "../../../shared/catalogue/mini-games";

/**
 * Every playable mini-game is `games/<id>/game.tsx`, default-exporting its component. Each becomes
 * its own chunk, loaded only on that game's page (DESIGN decision 2).
 */
const loaders = import.meta.glob<{ default: ComponentType }>("./games/*/game.tsx");
const components = new Map<MiniGameId, LazyExoticComponent<ComponentType>>();

/** The game's lazily loaded component, or null for a game without a play screen (Coming Soon). */
export function gameComponent(id: MiniGameId): LazyExoticComponent<ComponentType> | null {
  const load = loaders[`./games/${id}/game.tsx`];
  if (!load) return null;
  let component = components.get(id);
  if (!component) {
    component = lazy(load);
    components.set(id, component);
  }
  return component;
}
