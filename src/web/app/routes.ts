import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { ALIAS_PATHS } from "../../shared/routes";

/**
 * The route table of site.md 2.1. The server applies the same redirects (shared/routes.ts) on a
 * first visit; the alias routes here cover links followed inside the app.
 */
export default [
  // On a Catchphrase domain / is the lobby, elsewhere the catalogue: decided in the browser from
  // the server's marker (see lib/host.ts), so this route has no layout of its own.
  index("routes/home-or-lobby.tsx"),
  layout("layout/site-layout.tsx", [
    route("games/:id", "../features/site/game-detail-page.tsx"),
    route("game-gallery", "../features/mini-games/gallery-page.tsx"),
    route("mini-games/:id", "../features/mini-games/mini-game-page.tsx"),
    route("ultimate-party-games", "../features/site/landing-page.tsx"),
    route("privacy", "../features/site/privacy-page.tsx"),
    route("terms", "../features/site/terms-page.tsx"),
    route("analytics", "../features/site/analytics-page.tsx"),
  ]),
  route("catchphrase", "../features/catchphrase/lobby-page.tsx", { id: "catchphrase-lobby" }),
  route("catchphrase/:roomId", "../features/catchphrase/room-page.tsx", { id: "catchphrase-room" }),
  route("catchphrase/:roomId/display", "../features/catchphrase/display/display-page.tsx", {
    id: "catchphrase-display",
  }),
  route("catchphrase-online", "../features/catchphrase/lobby-page.tsx", { id: "catchphrase-online-lobby" }),
  route("catchphrase-online/:roomId", "../features/catchphrase/room-page.tsx", { id: "catchphrase-online-room" }),
  route("catchphrase-online/:roomId/display", "../features/catchphrase/display/display-page.tsx", {
    id: "catchphrase-online-display",
  }),
  ...ALIAS_PATHS.map((path) => route(path.slice(1), "routes/alias-redirect.tsx", { id: `alias${path}` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
