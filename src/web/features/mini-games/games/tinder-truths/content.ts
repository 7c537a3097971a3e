/**
 * The twelve cards of Tinder Truths, written for this site: yes-or-no questions about dating habits
 * (swipe right for yes, left for no).
 */
export type TruthCard = { readonly id: number; readonly question: string };

export const CARDS: readonly TruthCard[] = [
  { id: 1, question: "Have you ever been on a blind date?" },
  { id: 2, question: "Do you answer a cute message within five minutes?" },
  { id: 3, question: "Have you ever rehearsed first-date small talk in the mirror?" },
  { id: 4, question: "Would you split the bill on a first date?" },
  { id: 5, question: "Have you ever looked up a date online before meeting them?" },
  { id: 6, question: "Do you believe in love at first sight?" },
  { id: 7, question: "Have you ever pretended to love a film just to impress someone?" },
  { id: 8, question: "Would you give a second chance to someone who was late to the first date?" },
  { id: 9, question: "Have you ever been the first to say “I love you”?" },
  { id: 10, question: "Are you still friends with any of your exes?" },
  { id: 11, question: "Have you ever planned an escape call from a friend during a date?" },
  { id: 12, question: "Would you let your best friend choose your next date?" },
];
