import { Select } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { confirmLeave } from '../../../components/grade-grid/leave-guard';
import { useSession } from '../../../lib/storage';
import { useLoginOptions } from '../api/get-login-options';
import { useSwitchSemester } from '../api/use-switch-semester';

/** Navbar control: changes the semester of the session (new tokens, rules and data). */
export function SemesterSwitcher() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const options = useLoginOptions();
  const navigate = useNavigate();
  const location = useLocation();
  const { pindah, pending } = useSwitchSemester();
  if (!userData) return null;

  const semesters = options.data?.semesters ?? [userData.semester];
  const data = semesters.map((semester) => ({
    value: semester.semester_id,
    label: semester.periode_aktif ? `${semester.nama} (${t('semester.active')})` : semester.nama,
  }));

  async function onChange(value: string | null) {
    if (!value || value === userData?.semester.semester_id) return;
    // The address stays, so the grids' router blocker is not asked: their question is, first.
    if (!(await confirmLeave())) return;
    if (!(await pindah(value))) return;
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
