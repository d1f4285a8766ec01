import { Badge, Group, Table, Text } from '@mantine/core';

/** A figure as an Indonesian reads it: "78,25". */
export const angka = (value: number) => value.toLocaleString('id-ID', { maximumFractionDigits: 2 });

/** One part of a grade in a breakdown: a TP and its score, or a subject and its final. */
export interface BagianBaris {
  key: string;
  /** A short label in its own column ("TP 1"), when the part has one. */
  label?: string;
  nama: string;
  nilai: number | null;
  /** The score was set by a remedial: named beside it (`remedial`: the word to show). */
  remedial?: boolean;
  /** … which the Waka refused: his note (shown on hover of the mark). */
  ditolak?: string | undefined;
}

/** The parts of a grade, one row each, a missing value said in words (`kosong`) in orange. */
export function BagianTable({
  rows,
  kosong,
  remedial = '',
  remedialDitolak = '',
}: {
  rows: BagianBaris[];
  kosong: string;
  /** The mark of a score set by a remedial. */
  remedial?: string;
  /** The mark of one the Waka refused (his note on hover). */
  remedialDitolak?: string;
}) {
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm">
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.label !== undefined && (
              <Table.Td w={56} fw={600}>
                {row.label}
              </Table.Td>
            )}
            <Table.Td>{row.nama}</Table.Td>
            <Table.Td ta="right" w={110}>
              {row.nilai === null ? (
                <Text span size="sm" c="orange" style={{ whiteSpace: 'nowrap' }}>
                  {kosong}
                </Text>
              ) : row.remedial ? (
                <Group gap={6} justify="flex-end" wrap="nowrap">
                  <Badge
                    size="xs"
                    variant="light"
                    color={row.ditolak === undefined ? 'teal' : 'red'}
                    title={row.ditolak}
                  >
                    {row.ditolak === undefined ? remedial : remedialDitolak}
                  </Badge>
                  {row.nilai}
                </Group>
              ) : (
                row.nilai
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
