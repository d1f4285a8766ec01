import { MonitoringPenilaianScreen as Screen } from '../../../features/monitoring/components/monitoring-penilaian-screen';

export function MonitoringPenilaianScreen() {
  return <Screen />;
}
