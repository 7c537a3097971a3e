import { useParams } from "react-router";
import { unlistedPageMeta } from "../../lib/seo";

export const meta = () => unlistedPageMeta("Catchphrase Room");

/** A Catchphrase room (catchphrase.md section 2). Room pages are never indexed. */
export default function RoomPage() {
  const roomId = useParams().roomId ?? "";
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-brand-700 to-accent-600 px-4 text-center text-white">
      <h1 className="font-extrabold text-4xl tracking-tight">Room {roomId.toUpperCase()}</h1>
    </main>
  );
}
