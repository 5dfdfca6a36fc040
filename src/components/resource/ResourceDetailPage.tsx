// DETAIL-01..09: back, the object's title (80 characters at most), tabs kept in `?tab=` and a cookie, Update and
// Delete (disabled in the root organisation), a 404 that says the object is gone (C-11).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { readCookie, writeCookie } from '../../config/cookies'
import { httpRequest } from '../../http/client'
import { isHttpError } from '../../http/errors'
import { useMetadata } from '../api/hooks'
import { detailUrlOf, fetchObject } from '../api/requests'
import { withQuery } from '../../http/query'
import { canAdmin, canAdminInOrg } from '../env/access'
import { useConsoleEnv, type ConsoleEnv } from '../env/ConsoleEnv'
import { rowLabel, truncateTitle } from '../data/cells'
import { activeTab, tabCookieName } from '../data/detailTabs'
import { fieldsOf, type FieldMeta } from '../data/metadata'
import { buildPath, routeNamesOf } from '../data/routeNames'
import { reasonOf, toast } from '../feedback'
import { DetailCard } from '../detail/DetailCard'
import { QuickActions } from '../detail/QuickActions'
import { RelationAdder, RelationCard } from '../detail/RelationCard'
import { NodeTree, type TreeNode } from '../tree/NodeTree'
import { check } from '../table/actionsColumn'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { DataTable } from '../table/DataTable'
import { PageFrame } from '../common/PageFrame'
import { patternOf, readQueryOf } from './registry'
import type { DetailTab, ResourceConfig, Row, TableTabSpec } from './types'

function TableTab({ spec, object, name, label }: { spec: TableTabSpec; object: Row; name: string; label: string }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [lost, setLost] = useState(false)
  const url = spec.url(object)
  // a tab of relation rows may add rows from a select above it (admins, not in the root organisation)
  const add = spec.add && canAdminInOrg(env) && check(spec.add.has, { object, env }) ? spec.add : undefined
  if (lost) return <Alert severity="warning">{t('detail.resourceLost')}</Alert>
  return (
    <DataTable
      url={url}
      metaUrl={spec.metaUrl?.(object)}
      columns={typeof spec.columns === 'function' ? spec.columns(object) : spec.columns}
      tableKey={`${name}`}
      urlSync={{ prefix: name }}
      searchable={spec.searchable}
      deletable={spec.deletable}
      extras={spec.rowActions}
      toolbar={add ? (table) => <RelationAdder object={object} spec={add} onChanged={() => void table.refresh()} /> : undefined}
      detailRoute={spec.linkRoute}
      ariaLabel={label}
      // C-11: a 404 of a call the page makes for a tab is "resource lost".
      onLoadError={(e) => {
        if (isHttpError(e) && e.status === 404) setLost(true)
      }}
    />
  )
}

function TreeTableTab({ tab, object, label }: { tab: Extract<DetailTab, { kind: 'tree-table' }>; object: Row; label: string }) {
  const [node, setNode] = useState<TreeNode | null>(null)
  const nodeId = node?.meta?.data?.id
  const spec: TableTabSpec = nodeId ? { ...tab.table, url: (o) => tab.nodeTableUrl(o, nodeId) } : tab.table
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <NodeTree url={tab.treeUrl(object)} onSelect={setNode} label={label} />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <TableTab key={nodeId ?? 'all'} spec={spec} object={object} name={tab.name} label={label} />
      </Grid>
    </Grid>
  )
}

function InfoTab({
  tab,
  object,
  env,
  fields,
  reload,
}: {
  tab: Extract<DetailTab, { kind: 'info' }>
  object: Row
  env: ConsoleEnv
  fields: Record<string, FieldMeta>
  reload(): void
}) {
  const side = (tab.quickActions?.length ?? 0) + (tab.relations?.length ?? 0) > 0
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: side ? 7 : 12 }}>
        <DetailCard object={object} items={tab.items} fields={fields} />
      </Grid>
      {side && (
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            {tab.quickActions && <QuickActions object={object} actions={tab.quickActions} env={env} onDone={reload} />}
            {tab.relations
              ?.filter((r) => check(r.has, { object, env }))
              .map((r) => (
                <RelationCard key={r.relationUrl + r.titleKey} object={object} spec={r} env={env} onChanged={reload} />
              ))}
          </Stack>
        </Grid>
      )}
    </Grid>
  )
}

export default function ResourceDetailPage({ config }: { config: ResourceConfig }) {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { id = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const names = routeNamesOf(config.name)
  const readQuery = readQueryOf(config, search)
  const url = withQuery(detailUrlOf(config.url, id), readQuery)
  const object = useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => fetchObject<Row>(url, signal, { silent: true }),
    retry: false,
  })
  const { meta } = useMetadata(config.url)
  const fields = useMemo(() => fieldsOf(meta, 'GET'), [meta])
  const reload = useCallback(() => void object.refetch(), [object])
  const [confirming, setConfirming] = useState(false)
  const detail = config.detail ?? { tabs: [] }
  const data = object.data
  const tabs = data ? detail.tabs.filter((tab) => check(tab.has, { object: data, env })) : []
  const cookie = tabCookieName(names.detail)
  const current = activeTab(
    tabs.map((x) => x.name),
    search.get('tab'),
    readCookie(cookie),
  )
  const listPath = patternOf(config, 'list')

  const selectTab = (name: string) => {
    writeCookie(cookie, name)
    setSearch(
      (s) => {
        const next = new URLSearchParams(s)
        next.set('tab', name)
        return next
      },
      { replace: true },
    )
  }

  let body
  if (object.isLoading) body = <CircularProgress aria-label={t('common.Loading')} />
  else if (object.isError) {
    // DETAIL-08 / C-11: the page's own object is gone; other failures say why.
    body =
      isHttpError(object.error) && object.error.status === 404 ? (
        <Alert severity="error">{t('detail.notFound')}</Alert>
      ) : (
        <Alert severity="error">{`${t('common.getErrorMsg')}: ${reasonOf(object.error)}`}</Alert>
      )
  } else if (data) {
    const tab = tabs.find((x) => x.name === current)
    body = (
      <Box>
        {tabs.length > 1 && (
          <Tabs
            value={current ?? false}
            onChange={(_, v: string) => selectTab(v)}
            sx={{ mb: 2 }}
            variant="scrollable"
            aria-label={t('detail.tabs')}
          >
            {tabs.map((x) => (
              <Tab key={x.name} value={x.name} label={t(x.titleKey)} />
            ))}
          </Tabs>
        )}
        {tab?.kind === 'info' && <InfoTab tab={tab} object={data} env={env} fields={fields} reload={reload} />}
        {tab?.kind === 'table' && <TableTab spec={tab} object={data} name={tab.name} label={t(tab.titleKey)} />}
        {tab?.kind === 'tree-table' && <TreeTableTab tab={tab} object={data} label={t(tab.titleKey)} />}
        {tab?.kind === 'relations' && (
          <Stack spacing={2}>
            {tab.relations
              .filter((r) => check(r.has, { object: data, env }))
              .map((r) => (
                <RelationCard key={r.relationUrl + r.titleKey} object={data} spec={r} env={env} onChanged={reload} />
              ))}
          </Stack>
        )}
        {tab?.kind === 'custom' && tab.render(data, reload)}
      </Box>
    )
  }
  const title = data ? truncateTitle(rowLabel(data, detail.titleField)) : t(config.titleKeys?.detail ?? `route.${names.detail}`)
  const admin = canAdmin(env)
  const canUpdate = Boolean(data) && canAdminInOrg(env) && (detail.canUpdate ? detail.canUpdate(data as Row, env) : true)
  const canDelete = Boolean(data) && canAdminInOrg(env) && (detail.canDelete ? detail.canDelete(data as Row, env) : true)
  const screens = config.screens ?? ['list', 'create', 'update', 'detail']
  const updatePattern = screens.includes('update') ? patternOf(config, 'update') : undefined
  const actions = data ? (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {screens.includes('update') && admin && (
        <Button
          variant="contained"
          disabled={!canUpdate || !updatePattern}
          onClick={() => updatePattern && navigate(buildPath(updatePattern, { id }, readQuery))}
        >
          {t('common.Update')}
        </Button>
      )}
      {admin && (
        <Button variant="outlined" color="error" disabled={!canDelete} onClick={() => setConfirming(true)}>
          {t('common.Delete')}
        </Button>
      )}
    </Box>
  ) : undefined

  return (
    <PageFrame
      title={title}
      name={data ? title : undefined}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(listPath))}
      actions={actions}
    >
      {body}
      <ConfirmDialog
        open={confirming}
        danger
        closeOnDone
        message={`${t('common.deleteWarningMsg')} "${data ? rowLabel(data, detail.titleField) : ''}" ?`}
        onConfirm={async () => {
          try {
            await httpRequest({ url: detailUrlOf(config.url, id), method: 'DELETE' }, { silent: true })
          } catch (error) {
            // DETAIL-07: the delete-error text plus the reason.
            toast(`${t('common.deleteErrorMsg')}: ${reasonOf(error)}`, 'error')
            throw error
          }
          toast(t('common.deleteSuccessMsg'))
          // the list (kept open in its tab) must not show the deleted object
          await queryClient.invalidateQueries({
            predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(config.url),
          })
          navigate(listPath)
        }}
        onClose={() => setConfirming(false)}
      />
    </PageFrame>
  )
}
