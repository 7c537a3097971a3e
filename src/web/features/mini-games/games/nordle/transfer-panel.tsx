import { Copy } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { FieldError } from "../../../../components/ui/field-error";
import { notify } from "../../notify";
import { todaysPuzzle } from "./daily";
import { readTransferCode, type StatsByMode, transferCode } from "./stats";

export const transferToasts = {
  copied: { title: "Code copied", body: "Paste it into Nordle on your other device." },
  copyFailed: { title: "Copy Failed", body: "Select the code and copy it yourself." },
  moved: { title: "Statistics moved", body: "This device now has the statistics of that code." },
} as const;

/**
 * Statistics moved between devices without an account: this device's code to copy, and a field for
 * the code of another device, checked before it replaces anything.
 */
export function TransferPanel({ stats, onImport }: { stats: StatsByMode; onImport: (stats: StatsByMode) => void }) {
  const [pasted, setPasted] = useState("");
  const [error, setError] = useState("");
  const ids = { code: useId(), pasted: useId(), error: useId() };
  const code = transferCode(stats);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(transferToasts.copied);
    } catch {
      notify.error(transferToasts.copyFailed);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Today on this device's calendar, read now: the page may have been open since yesterday.
    const read = readTransferCode(pasted, todaysPuzzle(new Date()));
    if ("error" in read) {
      setError(read.error);
      return;
    }
    setError("");
    setPasted("");
    onImport(read.stats);
    notify.success(transferToasts.moved);
  };

  return (
    <section aria-labelledby={`${ids.code}-heading`} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={`${ids.code}-heading`} className="font-bold text-lg">
        Move your statistics to another device
      </h2>
      <label htmlFor={ids.code} className="mt-3 block font-medium text-sm">
        This device's code
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={ids.code}
          readOnly
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface-muted px-3 font-mono text-sm"
        />
        <button type="button" className={buttonClass("outline", "sm")} onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copy code
        </button>
      </div>
      <form className="mt-4" onSubmit={submit} noValidate>
        <label htmlFor={ids.pasted} className="block font-medium text-sm">
          Code from your other device
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={ids.pasted}
            value={pasted}
            onChange={(event) => setPasted(event.target.value.slice(0, 400))}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line-strong bg-surface px-3 font-mono text-sm"
          />
          <button type="submit" className={buttonClass("primary", "sm")}>
            Use these statistics
          </button>
        </div>
        <FieldError id={ids.error} message={error} />
        <p className="mt-2 text-ink-muted text-xs">They replace the statistics on this device.</p>
      </form>
    </section>
  );
}
