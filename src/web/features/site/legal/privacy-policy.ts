/** Text of the Huddle Games privacy policy, rendered by the privacy page. */
import type { LegalDocument } from "./legal-document";

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  intro: [
    "This policy explains what information Huddle Games handles when you visit huddlegames.app, play the online Catchphrase game or try our browser mini-games, why we keep it, and what you can do about it.",
    "The site has no accounts, no sign-in and no payments. Much of what it remembers stays in your own browser, and we have tried to describe plainly everything that does reach us.",
  ],
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "Huddle Games publishes nine mobile party games for Android and iOS. We also run this web site, which hosts an online multiplayer Catchphrase word game and a gallery of free browser mini-games. You can reach us at hello@huddlegames.app.",
        "Our apps are downloaded from Google Play and the App Store. Those stores have their own terms and privacy policies, which apply when you use them. This policy covers this web site and the games played on it.",
      ],
    },
    {
      heading: "What is stored in your browser",
      paragraphs: [
        "The site uses your browser's local storage to remember a few things on your own device. The name of each entry begins with huddle_, and none of them are cookies. They hold:",
        "The time of your last visit and the number of times you have visited.",
        "Per-day counts of new and returning visits, which are used for the site's statistics page.",
        "Whether you have signed up for the newsletter, and the e-mail address you typed into the newsletter box. This sign-up is kept only in your browser. Nothing about it is sent to us.",
        "Your saved Catchphrase session: your player name, your player id, the room code and a secret token that lets you rejoin the room, for example after reloading the page.",
        "The list of mini-games you have liked, and an anonymous visitor id (it begins with anon-) that our server gives your browser when you first like a game, used to record your likes.",
        "Your progress in the games, such as the highest level you have reached.",
        "You can remove all of this at any time by clearing this site's data in your browser settings. Doing so also resets your game progress and forgets your Catchphrase session.",
      ],
    },
    {
      heading: "Usage statistics",
      paragraphs: [
        "We measure how the site is used with our own simple counter rather than an outside service. When certain things happen, such as a page being viewed, a Catchphrase room being created or feedback being submitted, our server adds one to that day's total for the event.",
        "Only the event name, the day and the total are kept. No cookies are used for this, and no IP address or other identifier is stored with the counts. We do not use third-party analytics or tracking scripts.",
        "So that nobody can inflate the visit figures or the like counts, our server keeps, in its memory only, a tally of how many visits, likes and new visitor ids have come from each network address on the current day, and stops counting or accepting them past a limit that ordinary use never reaches. These tallies are never written to disk and are forgotten when the day ends.",
      ],
    },
    {
      heading: "Feedback you send us",
      paragraphs: [
        "If you use the feedback form, we store the e-mail address you enter, your message and the time you sent it. We also store the code of the Catchphrase room you were in (or the word lobby if you were not in a room) and your player name (or the word Anonymous if you did not have one).",
        "We use this only to read your feedback and reply to you. We keep it until we no longer need it for that purpose, and never for more than 24 months. You can ask us to delete it sooner by writing to hello@huddlegames.app.",
      ],
    },
    {
      heading: "Online Catchphrase rooms",
      paragraphs: [
        "To run a game, our server stores the room while it is in use: its code, the names players have chosen, their teams, the scores and the state of the game.",
        "Your player name is shown to everyone else in the same room. You do not need to use your real name, and if you would rather not, simply pick a nickname.",
        "A room is deleted when its host leaves or when the last player leaves. Rooms that sit idle are removed after a while.",
      ],
    },
    {
      heading: "Mini-game likes",
      paragraphs: [
        "When you like a mini-game, the like is stored together with your anonymous visitor id. That id is a random value, signed by our server so that it cannot be made up, and it is not linked to your name, your e-mail address, your network address or anything else that identifies you.",
      ],
    },
    {
      heading: "Server logs",
      paragraphs: [
        "Our web server keeps short-lived technical logs of requests, recording which page was requested, when, and the response status. We use them only to keep the service running and secure, and they are deleted within 30 days.",
      ],
    },
    {
      heading: "Who we share information with",
      paragraphs: [
        "We do not sell your information, and we do not share it with anyone for advertising.",
        "The service providers that host the site process data on our behalf only, so that they can run the service for us.",
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "Our games are rated 12+. This site is not directed at children under 13, and we do not knowingly collect personal data from them. If you think a child under 13 has sent us personal data, for example through the feedback form, please contact us so we can delete it.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask us for access to the personal data we hold about you, and ask us to correct or delete it. You can also object to how we use it. To do any of these, e-mail hello@huddlegames.app.",
        "Anything kept only in your browser is under your control, and you can delete it yourself by clearing the site's data.",
        "If you are unhappy with how we have handled your data, you have the right to complain to a data-protection authority.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "If we change this policy, we will post the updated version on this page. Questions about it are always welcome at hello@huddlegames.app.",
      ],
    },
  ],
};
