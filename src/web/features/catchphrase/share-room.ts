import { catchphraseSuccesses } from "../../../shared/catchphrase/messages";
import { toast } from "../../components/toasts";

/** Copies the room link; says so, or explains how to copy it by hand. */
export async function copyRoomLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(catchphraseSuccesses.linkCopied);
  } catch {
    toast.error("Couldn't copy the link. Copy it from the address bar instead.");
  }
}

/** The device's share sheet where there is one, else a copy to the clipboard (catchphrase.md section 7). */
export async function shareRoomLink(url: string, code: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: "Join my Catchphrase game", text: `Join my Catchphrase room ${code}`, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  await copyRoomLink(url);
}
