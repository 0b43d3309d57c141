import { useLocation } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { ReportForm } from '../components/report-form';
import { useReportDraft } from '../components/use-report-draft';
import '../../../components/ui/form.css';
import './report-page.css';

/**
 * /report and /report-project: report a project's delay, quality problem or broken promise
 * (`?project=<id or slug>` picks the project). The draft lives on this phone until it is sent.
 */
export default function ReportPage() {
  const location = useLocation();
  const project = new URLSearchParams(location.search).get('project');
  const form = useReportDraft(project && /^[A-Za-z0-9][A-Za-z0-9-]{0,119}$/.test(project) ? project : null);
  return (
    <PageLayout
      title="Report a project"
      eyebrow="Reports"
      lead="Tell other buyers what you saw: delays, quality issues, hidden charges. Works offline; it is sent when you are back online."
    >
      {form.loaded ? <ReportForm form={form} route={location.pathname} /> : <PageLoading />}
    </PageLayout>
  );
}
