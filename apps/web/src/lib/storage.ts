/** localStorage helpers that never throw (storage can be unavailable in private modes). */

/** Empties localStorage but for `keep` (PF 4: logout keeps the purposes of use). */
export function clearLocalStorageExcept(
  keep: readonly string[],
  storage: Storage = window.localStorage,
): void {
  try {
    const kept = keep.flatMap((key) => {
      const value = storage.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    storage.clear();
    for (const [key, value] of kept) storage.setItem(key, value);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
