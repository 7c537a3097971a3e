import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { buttonClass } from "../../../components/ui/button";

type AdminTokenFormProps = {
  /** The server's own words for the refusal ("This needs the admin token."). */
  message: string;
  /** True when a token was tried and refused. */
  rejected: boolean;
  checking: boolean;
  onSubmit: (token: string) => void;
};

/** Asks for the admin token when the server protects the analytics (401). */
export function AdminTokenForm({ message, rejected, checking, onSubmit }: AdminTokenFormProps) {
  const [token, setToken] = useState("");
  const inputId = useId();
  const errorId = useId();
  return (
    <section aria-labelledby={`${inputId}-heading`} className="mx-auto max-w-md">
      <form
        className="rounded-3xl border border-line bg-surface p-6 shadow-sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (token.trim()) onSubmit(token.trim());
        }}
      >
        <div className="flex items-center gap-3">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-brand-ink">
            <KeyRound className="size-5" aria-hidden="true" />
          </span>
          <h2 id={`${inputId}-heading`} className="font-bold text-lg text-ink">
            Protected analytics
          </h2>
        </div>
        <p className="mt-3 text-ink-muted text-sm">
          {rejected ? "That token was not accepted." : message} Enter the token set on the server to continue.
        </p>
        <label htmlFor={inputId} className="mt-5 block font-medium text-ink-soft text-sm">
          Admin token
        </label>
        <input
          id={inputId}
          type="password"
          autoComplete="current-password"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-invalid={rejected || undefined}
          aria-describedby={rejected ? errorId : undefined}
          className="mt-1 block w-full rounded-xl border border-line-strong px-3 py-2.5 text-ink shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-focus aria-invalid:border-accent-600"
        />
        {rejected ? (
          <p id={errorId} role="alert" className="mt-2 font-medium text-accent-600 text-sm dark:text-pink-300">
            {message}
          </p>
        ) : null}
        <button type="submit" disabled={checking} className={buttonClass("primary", "md", "mt-5 w-full")}>
          {checking ? "Checking…" : "Submit"}
        </button>
      </form>
    </section>
  );
}
