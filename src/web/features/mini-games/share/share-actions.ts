import { siteConfig } from "../../../../shared/site-config";
import { notify } from "../notify";
import type { ShareContent } from "./share-texts";

/** The toasts of sharing (mini-games.md section 8). */
export const shareMessages = {
  copied: { title: "Copied!", body: "Your result has been copied to your clipboard." },
  copyFailed: { title: "Copy Failed", body: "Please try again or share directly" },
  shareFailed: { title: "Sharing failed", body: "There was an error sharing your results. Try again later." },
} as const;

/** Copies the share text; says whether it worked. */
export async function copyShare(share: ShareContent): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(share.text);
    notify.success(shareMessages.copied);
    return true;
  } catch {
    notify.error(shareMessages.copyFailed);
    return false;
  }
}

/**
 * The device's share sheet where there is one (a player closing it is not an error), else a copy
 * to the clipboard. `files` (a drawing, a meme) go along where the device can share files.
 */
export async function shareNatively(share: ShareContent, title: string, files: File[] = []): Promise<void> {
  if (typeof navigator.share !== "function") {
    await copyShare(share);
    return;
  }
  const data: ShareData = { title, text: share.text };
  if (files.length > 0 && navigator.canShare?.({ files })) data.files = files;
  try {
    await navigator.share(data);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return;
    notify.error(shareMessages.shareFailed);
  }
}

/** The microblog's compose page with the whole text (`text` parameter). */
export const microblogLink = (share: ShareContent) =>
  `${siteConfig.shareIntents.microblog}?${new URLSearchParams({ text: share.text })}`;

/** The social network's sharer with the page (`u`) and the words (`quote`). */
export const socialNetworkLink = (share: ShareContent) =>
  `${siteConfig.shareIntents.socialNetwork}?${new URLSearchParams({ u: share.url, quote: share.message })}`;
