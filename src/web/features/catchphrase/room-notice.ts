import { hostChangedText, turnPassedText } from "../../../shared/catchphrase/messages";
import type { RoomNotice } from "../../../shared/catchphrase/protocol";

/** The sentence everyone in the room reads for one of the server's notices. */
export function noticeText(notice: RoomNotice): string {
  switch (notice.type) {
    case "turnPassed":
      return turnPassedText(notice.reason, notice.from, notice.to);
    case "hostChanged":
      return hostChangedText(notice.to);
  }
}
