// The gateways of a domain, inside the domain's detail: create (opens GatewayCreate with `?domain=`), update,
// test the connection on a port, delete.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { canAdminInOrg } from '../../components/env/access'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import type { Column, Row } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import { assetsGatewaysList, assetsGatewaysTestConnective } from '../../generated/operations/assets'
import { request, urlOf, type QueryValues, type RowOf } from '../../http/operation'
import { idOf } from '../shared'

type Gateway = RowOf<typeof assetsGatewaysList>
const COLUMNS: Array<Column<Gateway>> = [
  'name',
  'ip',
  'port',
  'protocol',
  'username',
  { field: 'is_active', kind: 'boolean' },
  { field: 'is_connective', kind: 'boolean' },
  'comment',
]

export function DomainGateways({ domain }: { domain: Row }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const env = useConsoleEnv()
  const admin = canAdminInOrg(env)
  return (
    <Box>
      {admin && (
        <Button variant="contained" sx={{ mb: 1 }} onClick={() => navigate(`/assets/gateways/create?domain=${idOf(domain)}`)}>
          {t('assets.gatewayCreate')}
        </Button>
      )}
      <DataTable
        url={urlOf(assetsGatewaysList)}
        extra={{ domain: idOf(domain) } satisfies QueryValues<typeof assetsGatewaysList>}
        columns={COLUMNS}
        tableKey="DomainGateways"
        searchable
        deletable={admin}
        ariaLabel={t('assets.gateways')}
        extras={[
          {
            name: 'edit',
            labelKey: 'common.Update',
            order: 10,
            has: () => admin,
            run: ({ row }) => navigate(`/assets/gateways/${idOf(row)}/update`),
          },
          {
            name: 'test',
            labelKey: 'assets.testConnection',
            order: 15,
            has: () => admin,
            run: async ({ row, notify }) => {
              // the platform answers the bare string "ok" (a failure is a 400 with its reason): nothing to add
              await request(assetsGatewaysTestConnective, { path: { id: idOf(row) }, body: { port: Number(row.port) } })
              notify('assets.testConnectionOk', 'success', { msg: '' })
            },
          },
        ]}
      />
    </Box>
  )
}
