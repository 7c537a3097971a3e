import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Any unknown route: the visitor is taken home and the miss is logged to the console only
 * (site.md 2.1). The server already answered this URL with status 404.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${pathname}`);
    navigate("/", { replace: true });
  }, [pathname, navigate]);
  return null;
}
