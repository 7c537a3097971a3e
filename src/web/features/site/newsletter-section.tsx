import { BarChart3, Mail } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "../../components/toasts";
import { buttonClass } from "../../components/ui/button";

/** The simulated sign-up delay of site.md section 9. */
export const SUBSCRIBE_DELAY_MS = 1000;

type NewsletterSectionProps = {
  returning: boolean;
  onSubscribe: (email: string) => void;
  /** The e-mail field, so the returning-visitor prompt can move focus to it. */
  emailRef?: React.Ref<HTMLInputElement>;
};

/**
 * The newsletter sign-up (site.md sections 4 and 5). Nothing is sent anywhere: after a short
 * simulated delay the address is kept in this browser only.
 */
export function NewsletterSection({ returning, onSubscribe, emailRef }: NewsletterSectionProps) {
  const [email, setEmail] = useState("");
  const [consent, setConsent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const consentId = useId();
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consent) {
      toast.error("Please accept terms", { description: "You need to accept our privacy policy to subscribe." });
      return;
    }
    setSubmitting(true);
    timer.current = window.setTimeout(() => {
      onSubscribe(email.trim());
      toast.success("You're subscribed!", {
        description: "Thanks for signing up. We'll let you know when there's something new.",
      });
      setEmail("");
      setConsent(false);
      setSubmitting(false);
    }, SUBSCRIBE_DELAY_MS);
  };

  return (
    <section
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="scroll-mt-20 bg-gradient-to-br from-brand-700 to-accent-600 text-white"
    >
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <Mail className="mx-auto size-10 text-white/80" aria-hidden="true" />
        <h2 id="newsletter-heading" className="mt-4 font-bold text-3xl tracking-tight">
          {returning ? "Welcome Back!" : "Stay Updated"}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-white/90">
          {returning
            ? "Good to see you again. Subscribe and you'll never miss a new game, prompt pack or feature."
            : "Be the first to hear about new games, fresh prompt packs and features. One short e-mail when there's news, never spam."}
        </p>
        <form onSubmit={submit} className="mx-auto mt-8 max-w-xl">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              Email address
            </label>
            <input
              ref={emailRef}
              id="newsletter-email"
              type="email"
              required
              autoComplete="email"
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="min-h-12 flex-1 rounded-full border-0 bg-surface px-5 text-ink placeholder:text-ink-faint focus-visible:outline-2 focus-visible:outline-white"
            />
            <button type="submit" disabled={submitting} className={buttonClass("secondary", "lg", "min-h-12")}>
              {submitting ? "Subscribing..." : "Subscribe"}
            </button>
          </div>
          <div className="mt-4 flex items-start justify-center gap-3 text-left text-sm text-white/90">
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => setConsent(event.target.checked)}
              className="mt-0.5 size-4 shrink-0 accent-white"
            />
            <label htmlFor={consentId} className="py-1">
              I accept the privacy policy and consent to receiving email updates
            </label>
          </div>
        </form>
        <p className="mt-8 text-sm text-white/80">
          <Link
            to="/privacy"
            className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-white"
          >
            Privacy Policy
          </Link>
          <span aria-hidden="true"> · </span>
          <Link
            to="/analytics"
            className="inline-flex min-h-11 items-center gap-1 underline underline-offset-4 hover:text-white"
          >
            <BarChart3 className="size-4" aria-hidden="true" />
            Admin Analytics
          </Link>
        </p>
      </div>
    </section>
  );
}
