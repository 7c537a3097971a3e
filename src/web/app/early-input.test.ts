import { describe, expect, it } from "vitest";
import { decideEarlyEvent, type EarlyControl, earlyInputScript } from "./early-input";

const control = (tag: string, more: Partial<EarlyControl> = {}): EarlyControl => ({
  tag,
  type: null,
  role: null,
  editable: false,
  leaves: false,
  ...more,
});
const click = (on: EarlyControl | null) => decideEarlyEvent({ type: "click", key: "", modified: false, control: on });
const press = (on: EarlyControl | null) => decideEarlyEvent({ type: "press", key: "", modified: false, control: on });
const key = (name: string, on: EarlyControl | null = null, modified = false) =>
  decideEarlyEvent({ type: "keydown", key: name, modified, control: on });
const typing = (on: EarlyControl) => decideEarlyEvent({ type: "input", key: "", modified: false, control: on });

describe("what becomes of a press made before the page is live", () => {
  it("keeps a click on a control that needs the app, with its downs and ups", () => {
    for (const on of [
      control("button"),
      control("button", { type: "submit" }),
      control("input", { type: "checkbox" }),
      control("input", { type: "radio" }),
      control("div", { role: "button" }),
    ]) {
      expect(click(on)).toBe("hold");
      expect(press(on)).toBe("hold");
    }
  });

  it("leaves to the browser what works without the app: links, summaries, fields, file pickers, plain text", () => {
    for (const on of [
      control("a"),
      control("summary"),
      control("input"),
      control("input", { type: "email" }),
      control("textarea"),
      control("select"),
      control("input", { type: "file" }),
      control("div", { editable: true }),
      null,
    ]) {
      expect(click(on)).toBe("leave");
      expect(press(on)).toBe("leave");
    }
  });

  it("forgets every kept press when a link takes the visitor to another page, and only on its click", () => {
    expect(click(control("a", { leaves: true }))).toBe("forget");
    expect(press(control("a", { leaves: true }))).toBe("leave");
  });

  it("keeps the keys a game listens for, but not those typed into a field or held with Ctrl, Cmd or Alt", () => {
    expect(key("c")).toBe("hold");
    expect(key("Backspace")).toBe("hold");
    expect(key("ArrowLeft", control("button"))).toBe("hold");
    expect(key("c", control("input"))).toBe("leave");
    expect(key("c", control("div", { editable: true }))).toBe("leave");
    expect(key("r", null, true)).toBe("leave");
    expect(key("Tab", control("a"))).toBe("leave");
  });

  it("leaves Enter and Space on a focused control to the browser, which turns them into the click it keeps", () => {
    expect(key("Enter", control("button"))).toBe("leave");
    expect(key(" ", control("input", { type: "checkbox" }))).toBe("leave");
    expect(key("Enter")).toBe("hold");
  });

  it("notes what was typed into a text field, so the app can be told once live", () => {
    expect(typing(control("input"))).toBe("typed");
    expect(typing(control("input", { type: "email" }))).toBe("typed");
    expect(typing(control("textarea"))).toBe("typed");
    expect(typing(control("select"))).toBe("leave");
    expect(typing(control("div", { editable: true }))).toBe("leave");
  });
});

describe("the inline script", () => {
  it("is one statement of its own that calls the installer with the document and the decision", () => {
    // Compiles without running: the functions are inlined whole, with nothing from this module.
    expect(() => new Function(earlyInputScript)).not.toThrow();
    expect(earlyInputScript).toMatch(/^\(function holdEarlyInput\(.*\)\(document,function decideEarlyEvent\(/s);
    // It must not end the <script> element it is inlined in.
    expect(earlyInputScript).not.toMatch(/<\/script|<!--/i);
  });
});
