import { useState } from 'react';
import { Select } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/storage';
import { notify } from '../../../lib/toast';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useLoginOptions } from '../api/get-login-options';
import { switchSemester } from '../api/switch-semester';

/** Navbar control: changes the semester of the session (new tokens, rules and data). */
export function SemesterSwitcher() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const options = useLoginOptions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  if (!userData) return null;

  const semesters = options.data?.semesters ?? [userData.semester];
  const data = semesters.map((semester) => ({
    value: semester.semester_id,
    label: semester.periode_aktif ? `${semester.nama} (${t('semester.active')})` : semester.nama,
  }));

  async function onChange(value: string | null) {
    if (!value || value === userData?.semester.semester_id) return;
    setPending(true);
    const result = await switchSemester(value);
    setPending(false);
    if (!result.ok) {
      notify('error', apiErrorMessage(t, result.error));
      return;
    }
    await queryClient.invalidateQueries();
    notify('success', t('semester.switched', { name: result.data.userData.semester.nama }));
    // Re-run the guard: the new semester may grant other menus and pages.
    await navigate(`${location.pathname}${location.search}`, { replace: true });
  }

  return (
    <Select
      aria-label={t('semester.label')}
      data={data}
      value={userData.semester.semester_id}
      onChange={(value) => void onChange(value)}
      allowDeselect={false}
      disabled={pending}
      leftSection={<IconCalendar size={16} aria-hidden />}
      w={260}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
