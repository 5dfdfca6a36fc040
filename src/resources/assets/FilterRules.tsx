// The rules of a command filter, inside its detail: create (CommandFilterRuleCreate with `?filter=`), update,
// delete; the highest priority is matched first (VAL-09).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { canAdminInOrg } from '../../components/env/access'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import type { Column, Row } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import { assetsCmdFiltersRulesList } from '../../generated/operations/assets'
import { urlOf, type RowOf } from '../../http/operation'
import { idOf } from '../shared'

type Rule = RowOf<typeof assetsCmdFiltersRulesList>
const COLUMNS: Array<Column<Rule>> = ['type_display', 'content', 'priority', 'action_display', 'comment', 'date_created']
const BY_PRIORITY: { field: keyof Rule; direction: 'desc' } = { field: 'priority', direction: 'desc' }

export function FilterRules({ filter }: { filter: Row }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const env = useConsoleEnv()
  const admin = canAdminInOrg(env)
  const query = `?filter=${idOf(filter)}`
  return (
    <Box>
      {admin && (
        <Button variant="contained" sx={{ mb: 1 }} onClick={() => navigate(`/assets/command-filter-rules/create${query}`)}>
          {t('assets.ruleCreate')}
        </Button>
      )}
      <DataTable
        url={urlOf(assetsCmdFiltersRulesList, { filter_pk: idOf(filter) })}
        columns={COLUMNS}
        defaultSort={BY_PRIORITY}
        tableKey="CommandFilterRules"
        searchable
        deletable={admin}
        ariaLabel={t('assets.rules')}
        extras={[
          {
            name: 'edit',
            labelKey: 'common.Update',
            order: 10,
            has: () => admin,
            run: ({ row }) => navigate(`/assets/command-filter-rules/${idOf(row)}/update${query}`),
          },
        ]}
      />
    </Box>
  )
}
