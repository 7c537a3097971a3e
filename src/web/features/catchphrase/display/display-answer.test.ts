import { describe, expect, it } from "vitest";
import { catchphraseErrors } from "../../../../shared/catchphrase/messages";
import type { SharedRoomView } from "../../../../shared/catchphrase/player-view";
import type { DisplayAck } from "../../../../shared/catchphrase/protocol";
import { type DisplayStep, displayStep } from "./display-answer";

const TOO_MANY = "Too many attempts to enter a room from your network. Please wait a minute and try again.";
const view = { code: "AB12CD" } as SharedRoomView;

/** The waits of the display's asks, one refusal after another, as the display counts them. */
function waitsAfter(answers: (DisplayAck | "no answer")[]): (number | DisplayStep["next"])[] {
  let failures = 0;
  return answers.map((answer) => {
    const step = displayStep(answer, failures);
    if (step.next !== "askAgain") {
      failures = 0;
      return step.next;
    }
    failures = step.failures;
    return step.afterMs;
  });
}

describe("the big screen's asks for its room (docs/decisions/064)", () => {
  it("shows the room it is given", () => {
    expect(displayStep({ ok: true, view }, 3)).toEqual({ next: "show", view });
  });

  it("stops at a room that is not there, or a code that cannot be one", () => {
    expect(displayStep({ ok: false, error: catchphraseErrors.roomNotFound }, 0)).toEqual({ next: "missing" });
    expect(displayStep({ ok: false, error: "Room codes are 6 letters or digits." }, 0)).toEqual({ next: "missing" });
    expect(displayStep({ ok: false, error: catchphraseErrors.roomNotFound }, 5)).toEqual({ next: "missing" });
  });

  it("asks again after any other refusal or no answer, waiting 1 s, then twice as long each time, never over 30 s", () => {
    const refusals = Array.from({ length: 8 }, () => ({ ok: false, error: TOO_MANY }) as const);
    expect(waitsAfter(refusals)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    expect(
      waitsAfter([
        "no answer",
        { ok: false, error: catchphraseErrors.notNow },
        "no answer",
        { ok: false, error: "You're going too fast. Please wait a moment and try again." },
      ]),
    ).toEqual([1000, 2000, 4000, 8000]);
  });

  it("starts again from 1 s once the room has been shown", () => {
    const refused = { ok: false, error: TOO_MANY } as const;
    expect(waitsAfter([refused, refused, refused, { ok: true, view }, refused, refused])).toEqual([
      1000,
      2000,
      4000,
      "show",
      1000,
      2000,
    ]);
  });
});
