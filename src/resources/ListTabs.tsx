// A page of several lists shown as tabs (the terminal page with its storages, the cloud centre, the password
// change plans): the open tab is kept in `?tab=`, and changing tab starts the new table on its first page.
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ListPage } from '../components/list/ListPage'
import { PageFrame } from '../components/common/PageFrame'
import type { ResourceConfig } from '../components/resource/types'

export interface ListTab {
  name: string
  labelKey: string
  /** A resource's list, or any other content. */
  config?: ResourceConfig
  render?: () => ReactNode
  /** `data-testid` of the tab (a control other tools look for, e.g. the bench). */
  testId?: string
}

/** A new tab starts its table afresh; only the organisation of the address is kept. */
function keepOrg(search: URLSearchParams, tab: string): Record<string, string> {
  const oid = search.get('oid')
  return oid ? { oid, tab } : { tab }
}

export function ListTabs({ titleKey, tabs, ariaLabelKey = 'terminal.tabs' }: { titleKey: string; tabs: ListTab[]; ariaLabelKey?: string }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const current = tabs.find((tab) => tab.name === search.get('tab')) ?? tabs[0]
  return (
    <PageFrame title={t(titleKey)}>
      <Tabs
        value={current.name}
        onChange={(_, v: string) => setSearch(keepOrg(search, v))}
        sx={{ mb: 2 }}
        variant="scrollable"
        aria-label={t(ariaLabelKey)}
      >
        {tabs.map((tab) => (
          <Tab key={tab.name} value={tab.name} label={t(tab.labelKey)} data-testid={tab.testId} />
        ))}
      </Tabs>
      {current.config ? <ListPage key={current.name} config={current.config} /> : current.render?.()}
    </PageFrame>
  )
}
