import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { forgetVisitorId, obtainVisitorId } from "../../lib/visitor-id";
import { afterEnterRefused, joiningVisitorId } from "./join-visitor-id";

vi.mock("../../lib/visitor-id", () => ({ obtainVisitorId: vi.fn(), forgetVisitorId: vi.fn() }));

const ISSUED = `anon-${"ab".repeat(26)}`;
const obtain = vi.mocked(obtainVisitorId);

afterEach(() => {
  vi.useRealTimers();
  obtain.mockReset();
  vi.mocked(forgetVisitorId).mockReset();
});

describe("a refused join", () => {
  it("forgets an id the server did not recognise, so that the next try asks for a new one", () => {
    afterEnterRefused("This browser could not be recognised. Please reload the page and try again.", {
      visitorId: ISSUED,
    });
    expect(forgetVisitorId).toHaveBeenCalledWith(ISSUED);
  });

  it("keeps the id for any other refusal, a removal above all", () => {
    afterEnterRefused("You were removed from this room.", { visitorId: ISSUED });
    afterEnterRefused("Room is full", { visitorId: ISSUED });
    expect(forgetVisitorId).not.toHaveBeenCalled();
  });
});

describe("the visitor id a join carries (issue 18: a removed player's browser is kept out)", () => {
  it("is the browser's signed visitor id", async () => {
    obtain.mockResolvedValue(ISSUED);
    await expect(joiningVisitorId()).resolves.toEqual({ visitorId: ISSUED });
  });

  it("is left out when the server will not issue one, so that the join still goes ahead", async () => {
    obtain.mockRejectedValue(new ApiError("Too many new visitors from your network today.", 429));
    await expect(joiningVisitorId()).resolves.toEqual({});
  });

  it("is left out when it takes longer than the join may wait", async () => {
    vi.useFakeTimers();
    obtain.mockReturnValue(new Promise(() => {}));
    const joining = joiningVisitorId(3000);
    await vi.advanceTimersByTimeAsync(2999);
    let settled = false;
    void joining.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(joining).resolves.toEqual({});
  });
});
