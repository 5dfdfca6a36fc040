// The log of one task on a page of its own (/ops/celery/task/{id}/log/ and /ops/task/task/{id}/log/): the links
// the platform and the console open in a separate window. The text streams from the task-log socket as it runs.
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import { TaskLogView } from '../../components/detail/TaskLogDialog'

export default function TaskLogPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  return (
    <PageFrame title={`${t('route.CeleryTaskLog')} ${id}`}>
      <TaskLogView key={id} task={id} fill />
    </PageFrame>
  )
}
