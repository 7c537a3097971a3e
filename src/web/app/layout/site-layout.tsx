import { Outlet } from "react-router";
import { SiteChrome } from "./site-chrome";

/** Layout route of the main-site pages. */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
