/** Text of the Huddle Games terms and conditions, rendered by the terms page. */
import type { LegalDocument } from "./legal-document";

export const termsAndConditions: LegalDocument = {
  title: "Terms and Conditions",
  intro: [
    "These terms set out the rules for using the Huddle Games web site at huddlegames.app and the games you can play on it. Please read them before you play.",
    "We have kept them as short and plain as we can. If anything is unclear, ask us at hello@huddlegames.app.",
  ],
  sections: [
    {
      heading: "Accepting these terms",
      paragraphs: [
        "By visiting the site or playing any of its games, you agree to these terms. If you do not agree with them, please do not use the site or its games.",
        "Our Privacy Policy explains what information we handle and why. Please read it alongside these terms.",
      ],
    },
    {
      heading: "Who we are",
      paragraphs: [
        "Huddle Games is a small publisher of party games. When these terms talk about us, they mean Huddle Games. When they talk about you, they mean anyone who uses the site or our games.",
        "You can contact us at hello@huddlegames.app.",
      ],
    },
    {
      heading: "Our services",
      paragraphs: [
        "These terms cover our web site, which presents our nine mobile party games for Android and iOS; the online multiplayer Catchphrase word game, played in your browser; and the gallery of free browser mini-games. Together we call these the services.",
        "They also apply to our mobile apps, alongside the terms of the store you download them from.",
        "The web site has no accounts, no sign-in and no payments.",
      ],
    },
    {
      heading: "Eligibility and age",
      paragraphs: [
        "Our games are rated 12+ and are intended for players aged 12 and over.",
        "The site is not directed at children under 13. If you are under 13, you may use the services only with the permission of a parent or guardian, who should be involved in how you use them and who is responsible for that use.",
      ],
    },
    {
      heading: "No accounts, sessions and room codes",
      paragraphs: [
        "You do not need an account to use the services. When you join an online Catchphrase room, your browser saves a session on your device, including your player name, the room code and a secret token that lets you rejoin the room.",
        "Room codes are how players find a game, so share a code only with people you want to play with. Keep your own session private, and do not try to use another player's session or token.",
        "If you clear your browser's data for the site, your saved session and game progress are removed, and we cannot restore them.",
      ],
    },
    {
      heading: "Acceptable use and fair play",
      paragraphs: [
        "When you use the services, you agree not to:",
        "Cheat, or exploit bugs or glitches, to gain an unfair advantage.",
        "Choose player names, or send messages or feedback, that are abusive, hateful, threatening, sexually explicit or otherwise offensive, or that pretend to be someone else.",
        "Harass other players, or deliberately spoil, disrupt or take over a room.",
        "Interfere with the services, attack them, or try to gain access to any part of them or of the systems that run them that is not meant for you.",
        "Use bots, scripts or other automated tools to scrape the site or its content, or send so many requests that the service is slowed down or overloaded.",
        "If we reasonably believe these rules have been broken, we may remove a player name or a room, or limit access to the services.",
      ],
    },
    {
      heading: "Content you submit",
      paragraphs: [
        "You are responsible for the player names you choose and the feedback you send us. Player names are visible to the other players in your room, so do not use anything you would not want them to see. You do not have to use your real name.",
        "When you send feedback, you give us permission to use it, free of charge, to improve our games and services, without owing you anything for it. Any personal information in your feedback is handled as described in our Privacy Policy.",
        "Please only submit things you have the right to share.",
      ],
    },
    {
      heading: "Our content and intellectual property",
      paragraphs: [
        "The site and our games, including their text, word lists, questions, artwork and design, belong to Huddle Games and are protected by intellectual property laws.",
        "You may use them for your own personal, non-commercial play. You may not copy, republish, sell or build other products from them, including our word lists and questions, without our written permission.",
        "Please do not use our name or logo in a way that suggests we are connected with you or endorse you.",
      ],
    },
    {
      heading: "App stores and downloads",
      paragraphs: [
        "Our mobile apps are downloaded from Google Play and the App Store. The terms and privacy policies of those stores apply to downloading and using the apps through them.",
        "The stores are run by other companies. We do not control them and are not responsible for how they operate.",
      ],
    },
    {
      heading: "Availability and changes to the services",
      paragraphs: [
        "The web site, the online Catchphrase game and the mini-games are free to use. We provide them as they are and as available.",
        "We may change, pause or end any game, feature or part of the site at any time, and we cannot promise that the services will always be available or free of errors.",
        "Online rooms exist only while they are in use. A room ends when its host or its last player leaves, and idle rooms may be removed, which ends any game still in progress.",
      ],
    },
    {
      heading: "Party safety and personal responsibility",
      paragraphs: [
        "Some of our games include dares, challenges or similar prompts. Every one of them is optional. You and the people you play with decide what you are comfortable doing.",
        "Play safely and treat each other with respect. Skip any prompt that makes you or anyone else uncomfortable, and never pressure someone into taking part.",
        "Never do anything dangerous or illegal because a game suggested it, and never do anything that could harm you, other people or property. You are responsible for your own actions while you play.",
      ],
    },
    {
      heading: "Disclaimers",
      paragraphs: [
        "The services are made for entertainment. As far as the law allows, we make no promises about them beyond those set out in these terms, including any promise that they will suit a particular purpose.",
        "Our word lists, questions and other game content are written for fun. We try to keep them accurate and appropriate, but we cannot guarantee that every item will be, or that every game will suit every group.",
        "Nothing in these terms takes away any rights you have under consumer law that cannot be excluded.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "As far as the law allows, Huddle Games is not liable for any indirect or consequential loss, or for any loss of data, game progress or scores, arising from your use of the services or from not being able to use them.",
        "We are not responsible for what players choose to do while playing, including acting on any dare, challenge or prompt, or for names and other content that other players submit.",
        "Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that the law does not allow us to limit.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time, for example when we add new games or features. The current version will always be posted on this page.",
        "If you keep using the services after a change is posted, the updated terms apply to you. If you do not agree with a change, please stop using the services.",
      ],
    },
    {
      heading: "Governing law and contact",
      paragraphs: [
        "These terms are governed by the laws of the country where Huddle Games is established. This does not take away any protection you have under the consumer laws of the country where you live.",
        "If any part of these terms turns out to be unenforceable, the rest of them still applies.",
        "If you have a question about these terms, please write to us at hello@huddlegames.app.",
      ],
    },
  ],
};
