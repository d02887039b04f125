/**
 * SMS providers. `SmsProvider` is what the delivery calls; the HTTP adapter posts
 * `{ to, text }` as JSON with `Authorization: Bearer <SMS_TOKEN>` and treats anything but a 2xx
 * within 10 s as a failure. Another provider is another function returning an SmsProvider.
 */
export type SmsProvider = { send(m: { to: string; text: string }): Promise<void> };

export const SMS_TIMEOUT_MS = 10_000;

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

export function httpSmsProvider(options: {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}): SmsProvider {
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS;
  return {
    async send(m) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: m.to, text: m.text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        // The message text (it may hold a code) never goes into the error.
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer in ${timeoutMs} ms`
            : 'unreachable';
        throw new SmsDeliveryError(`SMS provider ${reason}`, { cause: error });
      }
      // Drain the body so the connection is released; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`SMS provider answered ${response.status}`);
    },
  };
}
