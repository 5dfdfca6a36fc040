// My applications (ROUTE-UA-02): the applications granted to the signed-in user, one view per category — remote
// apps, databases, Kubernetes — each row with what tells it apart (the asset a remote app runs on, a database's
// address, a cluster) and a connect link that opens the web terminal in a new tab, as the platform forms it.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { PageFrame } from '../../components/common/PageFrame'
import type { Column } from '../../components/resource/types'
import { DataTable } from '../../components/table/DataTable'
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../config/constants'
import { permsUsersApplicationsList } from '../../generated/operations/perms'
import { urlOf, type RowOf } from '../../http/operation'
import { appConnectUrl, type AppCategory } from './links'

type GrantedApp = RowOf<typeof permsUsersApplicationsList>
type Attrs = GrantedApp['attrs']

/** A text field of an application's attrs (the attrs' shape depends on the type), or ''. */
export function attrText(attrs: Attrs | null | undefined, name: string): string {
  const value = attrs && typeof attrs === 'object' ? (attrs as Record<string, unknown>)[name] : undefined
  return value === null || value === undefined ? '' : String(value)
}

/** What the table shows of each category's attrs beside name and type. */
const DETAIL: Record<AppCategory, { labelKey: string; value(attrs: Attrs): string }> = {
  remote_app: {
    labelKey: 'userArea.appAsset',
    value: (attrs) => {
      const info = attrs && typeof attrs === 'object' && 'asset_info' in attrs ? attrs.asset_info : undefined
      return info && typeof info === 'object' && 'hostname' in info ? String(info.hostname ?? '') : ''
    },
  },
  db: {
    labelKey: 'userArea.appDatabase',
    value: (attrs) => {
      const host = attrText(attrs, 'host')
      const port = attrText(attrs, 'port')
      const database = attrText(attrs, 'database')
      const address = host ? `${host}${port ? `:${port}` : ''}` : ''
      return [address, database].filter(Boolean).join(' / ')
    },
  },
  cloud: { labelKey: 'userArea.appCluster', value: (attrs) => attrText(attrs, 'cluster') },
}

function MyApps({ category, titleKey }: { category: AppCategory; titleKey: string }) {
  const { t } = useTranslation()
  const columns = useMemo<Array<Column<GrantedApp, 'detail' | 'connect'>>>(
    () => [
      { field: 'name', minWidth: 160 },
      'type',
      { field: 'detail', labelKey: DETAIL[category].labelKey, sortable: false, value: (row) => DETAIL[category].value(row.attrs) },
      'comment',
      {
        field: 'connect',
        labelKey: 'table.actions',
        sortable: false,
        width: 110,
        render: (row) => (
          <a
            className="row-btn row-btn-primary"
            style={{ textDecoration: 'none' }}
            href={appConnectUrl(category, row.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('userArea.connectTo', { name: row.name })}
          >
            {t('userArea.connect')}
          </a>
        ),
      },
    ],
    [category, t],
  )
  return (
    <PageFrame>
      <DataTable
        url={urlOf(permsUsersApplicationsList, undefined, { category })}
        metaUrl={urlOf(permsUsersApplicationsList)}
        columns={columns as Column[]}
        tableKey={`userArea.myApps.${category}`}
        sizes={LIST_PAGE_SIZES}
        defaultSize={LIST_DEFAULT_PAGE_SIZE}
        urlSync
        searchable
        ariaLabel={t(titleKey)}
      />
    </PageFrame>
  )
}

export function MyRemoteApps() {
  return <MyApps category="remote_app" titleKey="route.MyRemoteApps" />
}

export function MyDatabases() {
  return <MyApps category="db" titleKey="route.MyDatabases" />
}

export function MyKubernetes() {
  return <MyApps category="cloud" titleKey="route.MyKubernetes" />
}
