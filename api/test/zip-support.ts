/** Hostile zips as the outside probe built them (Hardening II), for the reader's and the API's tests and the bench. */
import { zipSync } from 'fflate';
import { MAX_INFLATED_BYTES } from '../src/spreadsheets/read-sheet.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Where a zip's central directory starts, and how many entries it lists. */
function centralDirectory(zip: Uint8Array): { offset: number; size: number; entries: number; end: number } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let end = zip.length - 22; end >= 0; end--) {
    if (view.getUint32(end, true) === 0x06054b50) {
      return {
        entries: view.getUint16(end + 10, true),
        size: view.getUint32(end + 12, true),
        offset: view.getUint32(end + 16, true),
        end,
      };
    }
  }
  throw new Error('no central directory');
}

/**
 * The probe's bomb: a small workbook whose central directory also lists a worksheet whose local
 * entry sits inside the stored data of another entry. A reader walking the local headers in order
 * never meets it; the parser, going by the central directory, inflates it (the probe's: 150 MB from 150 KB).
 */
export function storedEntryBomb(sheetBytes = MAX_INFLATED_BYTES + 1024): Uint8Array {
  const sheet = utf8(`<worksheet><sheetData>${' '.repeat(sheetBytes)}</sheetData></worksheet>`);
  const hidden = zipSync({ 'xl/worksheets/sheet1.xml': sheet }, { level: 9 });
  const hiddenDirectory = centralDirectory(hidden);
  const hiddenLocal = hidden.subarray(0, hiddenDirectory.offset);
  const hiddenEntry = hidden.slice(hiddenDirectory.offset, hiddenDirectory.offset + hiddenDirectory.size);
  const outer = zipSync(
    {
      '[Content_Types].xml': utf8('<Types/>'),
      'xl/workbook.xml': utf8('<workbook/>'),
      'docProps/pad.bin': [hiddenLocal, { level: 0 }],
    },
    { level: 6 },
  );
  const directory = centralDirectory(outer);
  const view = new DataView(outer.buffer, outer.byteOffset, outer.byteLength);
  // The stored entry's data starts after its local header: the hidden local header is there.
  let at = directory.offset;
  let padData = -1;
  for (let entry = 0; entry < directory.entries; entry++) {
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(outer.subarray(at + 46, at + 46 + nameLength));
    if (name === 'docProps/pad.bin') {
      const local = view.getUint32(at + 42, true);
      padData = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    }
    at += 46 + nameLength + extra + comment;
  }
  new DataView(hiddenEntry.buffer).setUint32(42, padData, true);
  const end = outer.slice(directory.end);
  const endView = new DataView(end.buffer);
  endView.setUint16(8, directory.entries + 1, true);
  endView.setUint16(10, directory.entries + 1, true);
  endView.setUint32(12, directory.size + hiddenEntry.length, true);
  const result = new Uint8Array(directory.end + hiddenEntry.length + end.length);
  result.set(outer.subarray(0, directory.end), 0);
  result.set(hiddenEntry, directory.end);
  result.set(end, directory.end + hiddenEntry.length);
  return result;
}

/** A workbook whose worksheet inflates to `real` bytes but declares `declared`, in both headers. */
export function declaringLess(real: number, declared: number): Uint8Array {
  const sheet = utf8(`<worksheet><sheetData>${' '.repeat(real)}</sheetData></worksheet>`);
  const zip = zipSync(
    {
      '[Content_Types].xml': utf8('<Types/>'),
      'xl/workbook.xml': utf8('<workbook/>'),
      'xl/worksheets/sheet1.xml': sheet,
    },
    { level: 9 },
  );
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const directory = centralDirectory(zip);
  let at = directory.offset;
  for (let entry = 0; entry < directory.entries; entry++) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    if (name === 'xl/worksheets/sheet1.xml') {
      view.setUint32(at + 24, declared, true);
      view.setUint32(view.getUint32(at + 42, true) + 22, declared, true);
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return zip;
}
