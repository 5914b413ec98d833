/**
 * Where admin uploads are kept. Names are flat file names ("3f2a….webp"), never paths; each upload
 * gets a new random name, so a stored file never changes and any copy of it stays valid.
 */
export type FilesAdapter = {
  readonly kind: "disk" | "s3";
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is not an error. */
  remove(name: string): Promise<void>;
};

/** A flat name of letters, digits, dashes and one extension: nothing that could leave the folder. */
export function isUploadName(name: string): boolean {
  return /^[a-z0-9][a-z0-9-]{0,80}\.[a-z0-9]{2,5}$/.test(name);
}

export function assertUploadName(name: string): void {
  if (!isUploadName(name)) throw new Error(`Not an upload name: ${JSON.stringify(name)}`);
}
