import { type ClientLoaderFunctionArgs, redirect } from "react-router";
import { resolveRedirect } from "../../../shared/routes";

/** /password and the short mini-game paths, when reached by a link inside the app. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return redirect(resolveRedirect(new URL(request.url).pathname)?.location ?? "/");
}

export default function AliasRedirect() {
  return null;
}
