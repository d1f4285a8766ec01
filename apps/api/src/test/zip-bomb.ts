import { crc32, deflateRawSync } from 'node:zlib';

/** A zip of the given parts, deflated; each states its own unpacked size unless `stated` is given. */
function zipEntries(parts: { path: string; data: Buffer; stated?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { path, data, stated = data.length } of parts) {
    const packed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(stated, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(stated, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A zip of a few KB whose one entry unpacks to `unpackedBytes` of sheet-like XML, stating in its
 * headers that it unpacks to only 1 KB: what a hostile "spreadsheet" upload looks like.
 */
export function zipBomb(unpackedBytes: number): Buffer {
  const row = Buffer.from('<row><c><v>1</v></c></row>');
  const data = Buffer.alloc(unpackedBytes);
  for (let at = 0; at < unpackedBytes; at += row.length) row.copy(data, at);
  return zipEntries([{ path: 'xl/worksheets/sheet1.xml', data, stated: 1024 }]);
}

/**
 * A "spreadsheet" of a few hundred bytes whose one sheet holds `xml` after its cells (e.g. a merge
 * of a million cells), which a spreadsheet library would expand cell by cell.
 */
export function rangeBomb(xml: string): Buffer {
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>${xml}</worksheet>`;
  return zipEntries([{ path: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) }]);
}
