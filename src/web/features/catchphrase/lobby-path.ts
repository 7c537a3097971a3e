import { useLocation } from "react-router";

/**
 * The lobby this page belongs to: /catchphrase-online for pages under that alias, /catchphrase
 * otherwise (also at / on a Catchphrase domain). Rooms live at `${lobby}/${code}`.
 */
export function useLobbyPath(): "/catchphrase" | "/catchphrase-online" {
  return /^\/catchphrase-online(\/|$)/.test(useLocation().pathname) ? "/catchphrase-online" : "/catchphrase";
}
