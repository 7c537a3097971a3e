import { useId } from "react";
import { NAME_MAX_LENGTH } from "../../../../shared/catchphrase/constants";

type LobbyFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /** A line under the field, read after the label by screen readers. */
  hint?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A labelled text field of the lobby's forms. */
export function LobbyField({ label, hint, className = "", ...input }: LobbyFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink-soft text-sm">
        {label}
      </label>
      <input
        id={id}
        type="text"
        aria-describedby={hint ? hintId : undefined}
        {...input}
        className={`mt-1.5 block w-full rounded-2xl border-2 border-line bg-surface-muted px-4 py-3 text-base text-ink transition-colors placeholder:text-ink-faint hover:border-line-strong focus:border-brand-500 focus:bg-surface focus-visible:outline-none ${className}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-ink-muted text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The "Your Name" field of every way into a room: same label, limit and keyboard hints. */
export function PlayerNameField(props: {
  value: string;
  onChange: (value: string) => void;
  ref?: React.Ref<HTMLInputElement>;
}) {
  return (
    <LobbyField
      ref={props.ref}
      label="Your Name"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      maxLength={NAME_MAX_LENGTH}
      autoComplete="nickname"
      enterKeyHint="go"
      placeholder="How your friends know you"
    />
  );
}
