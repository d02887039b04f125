/**
 * The desktop side of the countdown: a system notification 'Sua sessão está expirando'
 * with a short tone, for a user who is looking at another window. The browser's permission is
 * never asked for on its own: only when the user acts on the session dialog, and once per page.
 */
import { sessionMessages } from '@painel/domain';

const NOTIFICATION_TAG = 'painel-sessao';
let permissionAsked = false;

function notificationApi(): typeof Notification | null {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;
}

/** Asks for permission during a user gesture, if the user has never answered; at most once per page. */
export function askNotificationPermissionOnce(): void {
  const api = notificationApi();
  if (!api || api.permission !== 'default' || permissionAsked) return;
  permissionAsked = true;
  void api.requestPermission().catch(() => undefined);
}

/** Shows the desktop notification when permission was granted; says whether it did. */
export function notifySessionExpiring(): boolean {
  const api = notificationApi();
  if (!api || api.permission !== 'granted') return false;
  try {
    const notification = new api(sessionMessages.expiringDesktop, {
      body: sessionMessages.expiringDesktopBody,
      tag: NOTIFICATION_TAG,
      lang: 'pt-BR',
    });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    // Some mobile browsers only notify through a service worker.
    return false;
  }
}

/** A short two-step tone made with an oscillator (no audio file to download). */
export function playSessionChime(): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    const audio = new window.AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    const start = audio.currentTime;
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.15, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.5);
    const oscillator = audio.createOscillator();
    oscillator.type = 'sine';
    oscillator.frequency.setValueAtTime(880, start);
    oscillator.frequency.setValueAtTime(660, start + 0.18);
    oscillator.connect(gain);
    oscillator.onended = () => void audio.close();
    oscillator.start(start);
    oscillator.stop(start + 0.5);
  } catch {
    // No sound device, or audio blocked: the dialog and the notification still tell.
  }
}
