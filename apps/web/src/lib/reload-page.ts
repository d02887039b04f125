/** Reloads the document: its own module so tests can observe it (jsdom cannot reload). */
export function reloadPage(): void {
  window.location.reload();
}
