/** What a press landed on, as far as deciding what to do with it goes. */
export type EarlyControl = {
  /** Lower-case tag name: button, input, a, label's control… */
  tag: string;
  type: string | null;
  role: string | null;
  editable: boolean;
  /** A link that leaves this document (not a jump to an anchor on it, not a new tab). */
  leaves: boolean;
};

export type EarlyEvent = {
  /** "press": the pointer and mouse downs and ups of a click, kept from the app with it. */
  type: "click" | "press" | "keydown" | "input";
  key: string;
  /** Ctrl, Cmd or Alt held: a shortcut of the browser's, never a move. */
  modified: boolean;
  /** The nearest control around the target, or null on plain content. */
  control: EarlyControl | null;
};

/**
 * What happens to a press made before the page is live: "hold" keeps it to be done once live (a
 * button or a checkbox needs the app; a key goes to the game), "typed" remembers a text field whose
 * value the app must be told about, "forget" drops everything held (a link is taking the visitor to
 * another page), "leave" lets the browser do its own thing (links, text fields, summaries, Tab, Enter
 * on a focused control, whose click is what is held). Self-contained: it is inlined in every page.
 */
export function decideEarlyEvent(event: EarlyEvent): "hold" | "typed" | "forget" | "leave" {
  const control = event.control;
  const tag = control?.tag ?? "";
  const field =
    control !== null &&
    (control.editable ||
      tag === "textarea" ||
      tag === "select" ||
      (tag === "input" && !/^(checkbox|radio|button|submit|reset|image|file)$/i.test(control.type ?? "")));
  if (event.type === "input") return field && tag !== "select" && !control?.editable ? "typed" : "leave";
  if (event.type === "click" || event.type === "press") {
    if (tag === "a") return control?.leaves && event.type === "click" ? "forget" : "leave";
    const pressable = tag === "button" || (tag === "input" && !field && control?.type !== "file");
    return pressable || (control?.role === "button" && !field) ? "hold" : "leave";
  }
  if (event.modified || field || event.key === "Tab") return "leave";
  return control !== null && (event.key === "Enter" || event.key === " ") ? "leave" : "hold";
}

type Held = {
  kind: "click" | "keydown";
  target: Element;
  /** Child positions from <html>, and the text, to find the same control if hydration replaced it. */
  path: number[];
  text: string | null;
  /** The page the press was made on: nothing is done on another. */
  page: string;
  key: KeyboardEventInit;
  busy: string | null;
};

/**
 * Installed by an inline script at the top of every page, before any control can be pressed: until
 * the app is live (`html[data-live]`, set by root.tsx, and no `[data-hydrating]` part left, such as
 * a mini-game whose code is still loading), it keeps the clicks and key presses the app would have
 * handled, marks a pressed control busy (`aria-busy`, `data-early-tap`) and, once live, tells the
 * app what was typed into its fields, then does each kept press once, in order, one per task so the
 * app settles in between, on the page it was made on, and removes itself. Self-contained for the
 * same reason as `decideEarlyEvent`; docs/decisions/024.
 */
export function holdEarlyInput(doc: Document, decide: typeof decideEarlyEvent): void {
  const root = doc.documentElement;
  const queue: Held[] = [];
  /** Each text field typed into, with what the visitor last saw in it. */
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  let draining = false;
  const here = () => location.pathname + location.search;
  const hydrating = (element: Element) => element.closest("[data-hydrating]") !== null;

  const controlOf = (target: EventTarget | null): Element | null => {
    const found =
      target instanceof Element
        ? target.closest("a[href], button, input, select, textarea, label, summary, [role=button], [contenteditable]")
        : null;
    return found instanceof HTMLLabelElement ? found.control : found;
  };
  const describe = (control: Element | null) => {
    if (!control) return null;
    let leaves = false;
    if (control instanceof HTMLAnchorElement) {
      const url = new URL(control.href);
      const samePage = url.origin + url.pathname + url.search === location.origin + here();
      leaves = !control.hasAttribute("download") && ["", "_self"].includes(control.target) && !(samePage && url.hash);
    }
    return {
      tag: control.tagName.toLowerCase(),
      type: control.getAttribute("type"),
      role: control.getAttribute("role"),
      editable: control instanceof HTMLElement && control.isContentEditable,
      leaves,
    };
  };
  const unmark = (held: Held) => {
    held.target.removeAttribute("data-early-tap");
    if (held.busy === null) held.target.removeAttribute("aria-busy");
    else held.target.setAttribute("aria-busy", held.busy);
  };
  const forget = () => {
    for (const held of queue.splice(0)) if (held.kind === "click") unmark(held);
  };

  const presses = ["pointerdown", "mousedown", "pointerup", "mouseup"];
  const listen = (event: Event) => {
    if (!event.isTrusted) return; // our own replays, and the app's
    const target = event.target instanceof Element ? event.target : root;
    const control = controlOf(target);
    const keyboard = event instanceof KeyboardEvent ? event : null;
    const press = presses.includes(event.type);
    const decision = decide({
      type: press ? "press" : (event.type as "click" | "keydown" | "input"),
      key: keyboard?.key ?? "",
      modified: keyboard ? keyboard.ctrlKey || keyboard.metaKey || keyboard.altKey : false,
      control: describe(control),
    });
    if (decision === "typed") typed.set(control as HTMLInputElement, (control as HTMLInputElement).value);
    if (decision === "forget") forget();
    if (decision !== "hold") return;
    event.stopImmediatePropagation();
    // The app gets the downs and ups of a kept click when it is replayed (tabs act on mousedown).
    if (press) return;
    const element = event.type === "click" && control ? control : target;
    const path: number[] = [];
    for (let node: Element = element; node.parentElement; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    const held: Held = {
      kind: event.type as "click" | "keydown",
      target: element,
      path,
      text: element.textContent,
      page: here(),
      key: keyboard
        ? { key: keyboard.key, code: keyboard.code, shiftKey: keyboard.shiftKey, repeat: keyboard.repeat }
        : {},
      busy: element.getAttribute("aria-busy"),
    };
    if (held.kind === "click") {
      event.preventDefault();
      element.setAttribute("aria-busy", "true");
      element.setAttribute("data-early-tap", "");
    }
    queue.push(held);
  };
  const types = ["click", "keydown", "input", ...presses];
  for (const type of types) doc.addEventListener(type, listen, true);

  const find = (held: Held): Element | null => {
    if (held.target.isConnected) return held.target;
    let node: Element | undefined = root;
    for (const index of held.path) node = node?.children[index];
    return node && node.tagName === held.target.tagName && node.textContent === held.text ? node : null;
  };
  // React does not know what was typed into a prerendered field, and its first render of the field
  // empties it: set it to the prerendered value through the element, then to the typed one
  // underneath, a change React sees.
  const tellTyped = () => {
    for (const [field, value] of typed) {
      if (hydrating(field)) continue;
      typed.delete(field);
      if (!field.isConnected || value === field.defaultValue) continue;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
  };
  const drain = () => {
    const held = queue.shift();
    if (!held) {
      for (const type of types) doc.removeEventListener(type, listen, true);
      return;
    }
    if (held.kind === "click") unmark(held);
    const target = held.page === here() ? find(held) : null;
    if (target instanceof HTMLElement && held.kind === "click") {
      for (const type of presses) {
        const Kind = type.startsWith("pointer") ? PointerEvent : MouseEvent;
        target.dispatchEvent(new Kind(type, { bubbles: true, cancelable: true, composed: true, isPrimary: true }));
      }
      target.click();
    }
    if (target && held.kind === "keydown") {
      target.dispatchEvent(new KeyboardEvent("keydown", { ...held.key, bubbles: true, cancelable: true }));
    }
    setTimeout(drain);
  };
  const check = () => {
    if (draining || !root.hasAttribute("data-live")) return;
    tellTyped();
    if (doc.querySelector("[data-hydrating]")) return;
    draining = true;
    observer.disconnect();
    // A task later, so what the app itself set off as it went live comes first.
    setTimeout(drain);
  };
  const observer = new MutationObserver(check);
  observer.observe(root, {
    attributes: true,
    attributeFilter: ["data-live", "data-hydrating"],
    subtree: true,
    childList: true,
  });
}

/** The inline script of every page (root.tsx), allowed by its hash (security-headers.ts). */
export const earlyInputScript = `(${holdEarlyInput})(document,${decideEarlyEvent})`;
