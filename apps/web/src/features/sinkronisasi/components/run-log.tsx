import { Code, ScrollArea } from '@mantine/core';
import type { SyncRun } from '@erapor/shared/sinkronisasi/sinkronisasi.schemas';

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'medium' });
}

export function RunLog({ log, label }: { log: SyncRun['log']; label: string }) {
  return (
    <ScrollArea.Autosize mah={220} type="auto" aria-label={label}>
      <Code block>
        {log
          .map((entry) => `${new Date(entry.at).toLocaleTimeString('id-ID')}  ${entry.message}`)
          .join('\n')}
      </Code>
    </ScrollArea.Autosize>
  );
}
