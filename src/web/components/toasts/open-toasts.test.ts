import { describe, expect, it } from "vitest";
import { OpenToasts } from "./open-toasts";

describe("open toasts (two on screen at once)", () => {
  it("updates the toast of a message raised again while it is on screen, instead of stacking it", () => {
    const toasts = new OpenToasts(2);
    const first = toasts.show("success:Level Complete!");
    expect(toasts.show("success:Level Complete!")).toEqual({ id: first.id });
  });

  it("gives different messages toasts of their own", () => {
    const toasts = new OpenToasts(2);
    expect(toasts.show("message:Word too short").id).not.toBe(toasts.show("success:You won!").id);
  });

  it("shows a message again as a new toast once its toast has closed, or begun to", () => {
    const toasts = new OpenToasts(2);
    const first = toasts.show("message:Word too short");
    toasts.closed(first.id);
    const again = toasts.show("message:Word too short");
    expect(again.id).not.toBe(first.id);
    expect(again.replaces).toBeUndefined();
  });

  it("brings a repeat pushed out of view back to the front as a new toast, replacing the old copy", () => {
    const toasts = new OpenToasts(2);
    const time = toasts.show("message:Time to draw!");
    toasts.show("message:Finished early");
    toasts.show("success:Drawing saved!");
    const again = toasts.show("message:Time to draw!");
    expect(again.id).not.toBe(time.id);
    expect(again.replaces).toBe(time.id);
    // The new copy is on screen: a further repeat updates it.
    expect(toasts.show("message:Time to draw!")).toEqual({ id: again.id });
  });

  it("keeps a toast on screen while an older one closes beneath it", () => {
    const toasts = new OpenToasts(2);
    const older = toasts.show("message:One");
    const middle = toasts.show("message:Two");
    toasts.show("message:Three");
    toasts.closed(older.id);
    expect(toasts.show("message:Two")).toEqual({ id: middle.id });
  });

  it("uses the caller's own id, which counts among the toasts on screen", () => {
    const toasts = new OpenToasts(2);
    const word = toasts.show("message:Word too short");
    expect(toasts.show("message:Ben is offline", "notice-7")).toEqual({ id: "notice-7" });
    expect(toasts.show("message:Word too short")).toEqual({ id: word.id });
    toasts.show("message:Ben is back", "notice-8");
    expect(toasts.show("message:Word too short").replaces).toBe(word.id);
  });
});
