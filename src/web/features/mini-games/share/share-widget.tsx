import { Copy, Share2 } from "lucide-react";
import { MINI_GAMES, type MiniGameId } from "../../../../shared/catalogue/mini-games";
import { buttonClass } from "../../../components/ui/button";
import { copyShare, microblogLink, shareNatively, socialNetworkLink } from "./share-actions";
import { type ShareParams, shareContent } from "./share-texts";

type ShareWidgetProps<Id extends MiniGameId> = {
  game: Id;
  params: ShareParams[Id];
  /** Files to share along where the device allows it (a drawing, a meme). */
  files?: File[];
  heading?: string;
  className?: string;
};

/**
 * The one share panel of every mini-game: the device's share sheet (with a copy to the clipboard
 * where there is none), a plain copy, and links to post on the microblog or the social network.
 */
export function ShareWidget<Id extends MiniGameId>({
  game,
  params,
  files,
  heading = "Share your result",
  className = "",
}: ShareWidgetProps<Id>) {
  const share = shareContent(game, params);
  const title = MINI_GAMES[game].title;
  return (
    <section aria-label={heading} className={`rounded-2xl border border-line bg-surface-muted p-4 ${className}`}>
      <h3 className="font-semibold text-ink">{heading}</h3>
      <p className="mt-2 whitespace-pre-line text-ink-muted text-sm" data-testid="share-text">
        {share.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass("primary", "sm")}
          onClick={() => void shareNatively(share, title, files)}
        >
          <Share2 className="size-4" aria-hidden="true" />
          Share
        </button>
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => void copyShare(share)}>
          <Copy className="size-4" aria-hidden="true" />
          Copy
        </button>
        <a className={buttonClass("ghost", "sm")} href={microblogLink(share)} target="_blank" rel="noopener noreferrer">
          Post on X<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a
          className={buttonClass("ghost", "sm")}
          href={socialNetworkLink(share)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on Facebook<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
