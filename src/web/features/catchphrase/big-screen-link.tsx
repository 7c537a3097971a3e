import { Tv } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "../../components/ui/button";

/**
 * "Show on a Big Screen" (issue "Catchphrase for a party night"): the room's display, in a new tab
 * to cast or to open on the TV's own browser, while this device stays a controller.
 */
export function BigScreenLink({ roomUrl, className = "" }: { roomUrl: string; className?: string }) {
  const hint = useId();
  return (
    <a
      href={`${roomUrl}/display`}
      target="_blank"
      rel="noopener"
      className={buttonClass("outline", "sm", className)}
      aria-describedby={hint}
    >
      <Tv className="size-4" aria-hidden="true" />
      Show on a Big Screen
      <span id={hint} className="sr-only">
        Opens in a new tab
      </span>
    </a>
  );
}
