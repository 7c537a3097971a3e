/** An API call that failed, with the sentence to show the visitor. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Calls one of our JSON endpoints. Answers the parsed body; throws an ApiError carrying the
 * server's own message ({ error }) when there is one, else `fallbackMessage`.
 */
export async function requestJson<T>(
  url: string,
  options: { method?: "GET" | "POST" | "PUT"; body?: unknown; token?: string; fallbackMessage: string },
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(options.fallbackMessage, 0);
  }
  const payload = (await response.json().catch(() => null)) as { error?: unknown } | null;
  if (!response.ok) {
    const message = typeof payload?.error === "string" ? payload.error : options.fallbackMessage;
    throw new ApiError(message, response.status);
  }
  return payload as T;
}
