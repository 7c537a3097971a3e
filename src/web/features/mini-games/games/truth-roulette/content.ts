/**
 * The 40 truth questions of Truth Roulette (mini-games.md section 3), written for this site: ids 1
 * to 40, eight in each of the five categories. Spicy means cheeky, never explicit.
 */
export const CATEGORIES = ["casual", "personal", "deep", "funny", "spicy"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  casual: "Casual",
  personal: "Personal",
  deep: "Deep",
  funny: "Funny",
  spicy: "Spicy",
};

export type TruthQuestion = { readonly id: number; readonly question: string; readonly category: Category };

const byCategory: Record<Category, readonly string[]> = {
  casual: [
    "What's the last thing you searched for on your phone?",
    "Which snack could you eat every day without getting bored?",
    "What was the last song you had stuck in your head?",
    "If you could live in any city for a year, which would it be?",
    "What's your go-to order at a café?",
    "Which app do you open first in the morning?",
    "What's the best film you've watched this year?",
    "Are you a morning person or a night owl, honestly?",
  ],
  personal: [
    "What's a habit of yours that you'd love to break?",
    "Who in this room have you known the longest?",
    "What's something you're secretly proud of?",
    "What did you want to be when you grew up?",
    "What's the kindest thing a stranger has ever done for you?",
    "Which family tradition do you love the most?",
    "What's a skill you pretend to have but don't?",
    "When did you last cry at a film, and which one?",
  ],
  deep: [
    "What's a lesson you had to learn the hard way?",
    "If you could tell your younger self one thing, what would it be?",
    "What does a perfect day look like to you?",
    "What are you most grateful for right now?",
    "Which moment changed the way you see the world?",
    "What's a fear you've overcome?",
    "What would you do if you knew you couldn't fail?",
    "Who has shaped who you are the most?",
  ],
  funny: [
    "What's the most embarrassing thing that happened to you at school?",
    "Have you ever waved back at someone who wasn't waving at you?",
    "What's the silliest thing you've ever cried about?",
    "What's the worst haircut you've ever had?",
    "Which song do you sing loudly when no one is around?",
    "What's the strangest thing you've eaten on a dare?",
    "Have you ever fallen asleep somewhere really odd?",
    "What's the funniest way you've ever been caught out in a fib?",
  ],
  spicy: [
    "Who was your very first crush?",
    "Have you ever pretended to be ill to skip a plan?",
    "What's the cheekiest text you've ever sent by mistake?",
    "Who here would you swap lives with for a day?",
    "Have you ever read someone's messages over their shoulder?",
    "What's the boldest thing you've done to impress someone?",
    "Have you ever re-gifted a present to the person who gave it to you?",
    "What's a secret you kept from your parents until you were grown up?",
  ],
};

/** All 40 questions, numbered 1 to 40, category by category. */
export const QUESTIONS: readonly TruthQuestion[] = CATEGORIES.flatMap((category) =>
  byCategory[category].map((question) => ({ question, category })),
).map((entry, index) => ({ id: index + 1, ...entry }));
