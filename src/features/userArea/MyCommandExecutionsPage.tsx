// My command executions (ROUTE-UA-03): the batch command runs of the signed-in user, newest first — the command
// (a link to the run's page with its output), the hosts, the system user it ran as, how it ended, and when. The
// server's list has no search or filters; it can be sorted. "Run a command" opens the batch command page.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { PageFrame } from '../../components/common/PageFrame'
import type { Column } from '../../components/resource/types'
import { LinkCell } from '../../components/table/cells'
import { DataTable } from '../../components/table/DataTable'
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../config/constants'
import { opsCommandExecutionsList } from '../../generated/operations/ops'
import { urlOf } from '../../http/operation'
import { hostNamesOf, STATE_COLORS, STATE_KEYS, stateOf, type Execution } from './executionOutput'
import { EXECUTIONS_PATH, executionPath } from './links'
import { useRunAsNames } from './runAs'

/** The state of a run, in words and colour. */
export function ExecutionStateText({ execution }: { execution: Pick<Execution, 'is_finished' | 'result'> }) {
  const { t } = useTranslation()
  const state = stateOf(execution)
  return (
    <Box component="span" sx={{ color: STATE_COLORS[state], fontWeight: 500 }} data-state={state}>
      {t(STATE_KEYS[state])}
    </Box>
  )
}

/** The hosts of a run: their names once it has a result, else how many there are. */
export function hostsText(
  execution: Pick<Execution, 'result' | 'hosts'>,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const names = hostNamesOf(execution)
  return names.length ? names.join(', ') : t('userArea.hostsCount', { count: execution.hosts.length })
}

export default function MyCommandExecutionsPage() {
  const { t } = useTranslation()
  const runAs = useRunAsNames()
  const columns = useMemo<Array<Column<Execution, 'state'>>>(
    () => [
      { field: 'command', minWidth: 200, render: (row) => <LinkCell to={executionPath(row.id)} value={row.command} /> },
      { field: 'hosts', labelKey: 'userArea.hosts', sortable: false, value: (row) => hostsText(row, t) },
      { field: 'run_as', labelKey: 'userArea.runAs', sortable: false, value: (row) => runAs(row.run_as) },
      { field: 'state', labelKey: 'userArea.state', sortable: false, width: 170, render: (row) => <ExecutionStateText execution={row} /> },
      { field: 'date_created', labelKey: 'userArea.dateCreated', width: 180 },
      { field: 'date_finished', labelKey: 'userArea.dateFinished', width: 180 },
    ],
    [runAs, t],
  )
  return (
    <PageFrame
      actions={
        <Button variant="contained" size="small" component={RouterLink} to={`${EXECUTIONS_PATH}/create`}>
          {t('batch.runCommand')}
        </Button>
      }
    >
      <DataTable
        url={urlOf(opsCommandExecutionsList)}
        columns={columns as Column[]}
        tableKey="userArea.commandExecutions"
        sizes={LIST_PAGE_SIZES}
        defaultSize={LIST_DEFAULT_PAGE_SIZE}
        defaultSort={{ field: 'date_created', direction: 'desc' }}
        urlSync
        ariaLabel={t('route.MyCommandExecutions')}
      />
    </PageFrame>
  )
}
