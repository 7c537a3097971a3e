import type { Riddle } from "./logic";

/** The five riddles of Lateral Leap, written for this site. */
export const RIDDLES: readonly Riddle[] = [
  {
    id: 1,
    question:
      "The clock in the village hall has kept perfect time for thirty years, yet twice a year it is exactly one hour wrong until the caretaker fetches a ladder. Nobody has ever repaired it. Why?",
    options: [
      "Its battery runs low in the cold months",
      "Someone sneaks in and moves the hands as a prank",
      "The country changes its clocks for summer time, and this one can only be set by hand",
      "Its pendulum swings faster when the hall is busy",
    ],
    answer: 2,
    explanation:
      "The clock never goes wrong: the official time jumps an hour forward in spring and back in autumn. Until someone climbs up to move its hands, the perfect clock keeps showing the old time.",
  },
  {
    id: 2,
    question:
      "Ana built a snowman on a day that stayed well below freezing from morning to night. The sun never came out, yet by dinner time her snowman had melted into a puddle. How?",
    options: [
      "A strong wind blew it apart",
      "She built it on her family's heated driveway",
      "Her little brother knocked it over",
      "The snow was too old to stick together",
    ],
    answer: 1,
    explanation:
      "The cold air was never the problem. The heat came from underneath: a heated driveway keeps the ground warm enough to melt snow whatever the weather.",
  },
  {
    id: 3,
    question:
      "Every time the home team scores, the packed stadium falls completely silent, yet every fan in the stands is overjoyed. What's going on?",
    options: [
      "The fans are saving their voices for the final",
      "The referee has banned cheering",
      "The fans secretly support the other team",
      "It's a Deaf sports event, and the crowd cheers by waving their hands in the air",
    ],
    answer: 3,
    explanation:
      "At Deaf sports events fans often celebrate with visual applause: they raise both hands and shake them, so everyone can see the cheer instead of hearing it.",
  },
  {
    id: 4,
    question:
      "An artist spends a whole afternoon on a giant picture. By the next morning every trace of it is gone, and she is delighted. Why?",
    options: [
      "She drew it in the sand at low tide, and letting the sea wash it away is part of her art",
      "She disliked it and hoped nobody would ever see it",
      "A storm ruined it, so she has an excuse to start again",
      "She painted it in invisible ink as a surprise",
    ],
    answer: 0,
    explanation:
      "Sand artists rake huge pictures into the beach while the tide is out. The sea wipes them clean when it comes back in, and for many of them that's the point: the beach is a fresh canvas every day.",
  },
  {
    id: 5,
    question:
      "On a perfectly still day, without a breath of wind, Leo flies an ordinary paper kite high above his head for a whole hour. How?",
    options: [
      "He tied the kite to the top of a tall tree",
      "Warm air rising from the ground holds it up",
      "He's standing on the deck of a moving ferry, so the air rushes past the kite",
      "The kite is so light that it floats on its own",
    ],
    answer: 2,
    explanation:
      "A kite needs air moving past it, not wind as such. The ferry's speed makes a steady breeze across its deck, even when the air over the water is perfectly still.",
  },
];
