import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A zip of a few KB whose one entry unpacks to `unpackedBytes` of sheet-like XML, stating in its
 * headers that it unpacks to only 1 KB: what a hostile "spreadsheet" upload looks like.
 */
export function zipBomb(unpackedBytes: number): Buffer {
  const row = Buffer.from('<row><c><v>1</v></c></row>');
  const data = Buffer.alloc(unpackedBytes);
  for (let at = 0; at < unpackedBytes; at += row.length) row.copy(data, at);
  const packed = deflateRawSync(data, { level: 9 });
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const stated = 1024;
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
  central.writeUInt32LE(0, 42);
  const directoryAt = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}
