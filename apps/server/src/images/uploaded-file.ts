/** A file field of a multipart body, buffered (the multipart plugin caps its size). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).filename === 'string' &&
    Buffer.isBuffer((value as UploadedFile).data)
  );
}

/** The lower-case extension of a file name, with its dot (".png"), or "". */
export function extensionOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** What a browser sends for a file input left empty: no name, no bytes. */
export function isEmptyFileInput(file: UploadedFile): boolean {
  return file.filename === '' && file.data.length === 0;
}
