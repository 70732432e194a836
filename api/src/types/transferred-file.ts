/** A file as the API receives, stores and sends it: its name, media type, size and bytes. */
export interface TransferredFile {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}
