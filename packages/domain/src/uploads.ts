/**
 * The dropzone's rules: how many files one drop may carry and which extensions it takes.
 * Generic over the file type so the browser passes `File`s and gets the same `File`s back.
 */
import { DROPZONE_MAX_FILES } from './limits';
import { widgetMessages } from './messages';

export type DropzoneOptions = {
  maxFiles?: number;
  /** Extensions such as 'pdf', '.csv' or 'tar.gz'; case does not matter. Empty accepts any file. */
  accept: readonly string[];
};

export type DropzoneResult<T> = {
  accepted: T[];
  rejectedCount: number;
  message: string | null;
};

function normaliseExtension(extension: string): string {
  const bare = extension.trim().toLocaleLowerCase('en-US').replace(/^\.+/, '');
  return `.${bare}`;
}

/** Matching on the end of the name, not on the text after the last dot, keeps 'tar.gz' working. */
export function hasAcceptedExtension(name: string, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const lowerName = name.toLocaleLowerCase('en-US');
  return accept.some((extension) => {
    const suffix = normaliseExtension(extension);
    return lowerName.length > suffix.length && lowerName.endsWith(suffix);
  });
}

/**
 * A drop of more than `maxFiles` files is refused whole, as the dropzone does; otherwise each file
 * with an unsupported extension is refused and counted.
 */
export function validateDropzone<T extends { name: string }>(
  files: readonly T[],
  { maxFiles = DROPZONE_MAX_FILES, accept }: DropzoneOptions,
): DropzoneResult<T> {
  if (files.length > maxFiles) {
    return { accepted: [], rejectedCount: files.length, message: widgetMessages.tooManyFiles(maxFiles) };
  }
  const accepted = files.filter((file) => hasAcceptedExtension(file.name, accept));
  const rejectedCount = files.length - accepted.length;
  const message = rejectedCount > 0 ? widgetMessages.unsupportedFiles(rejectedCount) : null;
  return { accepted, rejectedCount, message };
}
