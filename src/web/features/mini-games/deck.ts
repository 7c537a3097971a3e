/**
 * A deck over `size` items (questions, scenarios, prompts): every item comes up once, in a random
 * order, before any comes up again, and a new round never starts with the item just shown.
 * Randomness comes in as `random` (a function like Math.random), so tests can fix it.
 */
export type Deck = { readonly order: readonly number[]; readonly position: number };

/** Indexes 0..size-1 shuffled (Fisher-Yates); never starting with `notFirst` when there is a choice. */
export function shuffledOrder(size: number, random: () => number, notFirst?: number): number[] {
  const order = Array.from({ length: size }, (_, index) => index);
  for (let index = size - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  if (size > 1 && order[0] === notFirst) [order[0], order[size - 1]] = [order[size - 1] as number, order[0] as number];
  return order;
}

/** A fresh deck, its first card on top. */
export function newDeck(size: number, random: () => number): Deck {
  if (size < 1) throw new Error("A deck needs at least one item.");
  return { order: shuffledOrder(size, random), position: 0 };
}

/** The item on top of the deck. */
export const topCard = (deck: Deck): number => deck.order[deck.position] as number;

/** The deck with its next card on top, reshuffled once every card has been shown. */
export function drawNext(deck: Deck, random: () => number): Deck {
  if (deck.position + 1 < deck.order.length) return { order: deck.order, position: deck.position + 1 };
  return { order: shuffledOrder(deck.order.length, random, topCard(deck)), position: 0 };
}
