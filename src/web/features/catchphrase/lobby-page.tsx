import { pageMeta } from "../../lib/seo";

export const meta = () =>
  pageMeta({
    title: "Catchphrase Online",
    description:
      "Play Catchphrase online with friends: create a room, share the code, split into two teams and describe the word before the timer runs out.",
    path: "/catchphrase",
  });

/** The Catchphrase lobby (catchphrase.md section 2). */
export default function LobbyPage() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-700 to-accent-600 px-4 text-center text-white">
      <h1 className="font-extrabold text-5xl tracking-tight sm:text-6xl">Catchphrase</h1>
      <p className="mt-4 max-w-md text-lg text-white/90">Describe it, don't say it: the word game for two teams.</p>
    </main>
  );
}
