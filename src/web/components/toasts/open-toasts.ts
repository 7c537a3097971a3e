/**
 * Which toasts are open and under which id, so that a message is never stacked twice and never lost.
 * A message raised again while its toast is on screen (two "Level Complete!" in a row) updates that
 * toast, with the newer text. Otherwise it is a new toast, at the front: sonner updates a toast in
 * place, so a repeat merged into a copy pushed out of view would stay out of view, and one merged
 * into a copy on its way out would leave with it.
 */
export type ToastId = string | number;

export type Showing = {
  /** The id to show the message under. */
  id: ToastId;
  /** An older copy of the message, out of view: to be dismissed, as the new one takes the front. */
  replaces?: ToastId;
};

export class OpenToasts {
  /** The ids of the toasts open now, oldest first. */
  private readonly open: ToastId[] = [];
  /** The id each message (its kind and title) is open under. */
  private readonly openAs = new Map<string, ToastId>();
  private opened = 0;

  /** `visible`: how many of the newest toasts are on screen at once. */
  constructor(private readonly visible: number) {}

  /**
   * Opens the message `key` (kind and title), or updates its toast on screen. A toast that brings
   * its own id (`ownId`, to be dismissed later) is the caller's to name.
   */
  show(key: string, ownId?: ToastId): Showing {
    let showing: Showing;
    if (ownId !== undefined) showing = { id: ownId };
    else {
      const current = this.openAs.get(key);
      if (current !== undefined && this.open.slice(-this.visible).includes(current)) showing = { id: current };
      else {
        if (current !== undefined) this.closed(current);
        this.opened += 1;
        showing = { id: `${key}#${this.opened}`, ...(current === undefined ? {} : { replaces: current }) };
        this.openAs.set(key, showing.id);
      }
    }
    if (!this.open.includes(showing.id)) this.open.push(showing.id);
    return showing;
  }

  /** The toast `id` has closed, or begun to: a repeat of its message will be a new toast. */
  closed(id: ToastId): void {
    const at = this.open.indexOf(id);
    if (at >= 0) this.open.splice(at, 1);
    for (const [key, openId] of this.openAs) if (openId === id) this.openAs.delete(key);
  }
}
