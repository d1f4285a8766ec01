import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PasswordPdItem } from '@erapor/shared/referensi/peserta-didik.schemas';
import './account-slips.css';

interface AccountSlipsProps {
  sekolah: string;
  rows: PasswordPdItem[];
}

/** One cut-out slip per student; shown only when printing (see account-slips.css). */
export function AccountSlips({ sekolah, rows }: AccountSlipsProps) {
  const { t } = useTranslation();
  const url = window.location.origin;
  return (
    <section className="account-slips" aria-label={t('referensi.password.slips')}>
      {rows.map((row) => (
        <div className="account-slip" key={row.peserta_didik_id}>
          <Text fw={700} size="sm">
            {sekolah}
          </Text>
          <Text size="xs" mb={4}>
            {t('referensi.password.slipTitle')}
          </Text>
          <table>
            <tbody>
              <tr>
                <th>{t('referensi.gtk.nama')}</th>
                <td>{row.nama}</td>
              </tr>
              <tr>
                <th>{t('referensi.pd.kelas')}</th>
                <td>{row.kelas ?? t('referensi.pd.belumRombel')}</td>
              </tr>
              <tr>
                <th>{t('referensi.password.username')}</th>
                <td>{row.username ?? row.email ?? '-'}</td>
              </tr>
              <tr>
                <th>{t('referensi.password.password')}</th>
                <td>{row.password ?? t('referensi.password.changed')}</td>
              </tr>
              <tr>
                <th>{t('referensi.password.address')}</th>
                <td>{url}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
