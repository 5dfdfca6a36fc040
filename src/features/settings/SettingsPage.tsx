// ROUTE-SET-01 / SET-01..09: the settings page of the super admin. One tab per area (kept in `?tab=` and a
// cookie, as the detail pages do); an area with several server categories shows them as sub-tabs (`?sub=`).
// Every category is a metadata form of its own (CategorySection); the licence tab exists only with XPACK_ENABLED.
import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { readCookie, writeCookie } from '../../config/cookies'
import { activeTab } from '../../components/data/detailTabs'
import { useConsoleEnv } from '../../components/env/ConsoleEnv'
import { PageFrame } from '../../components/common/PageFrame'
import { visibleTabs } from './categories'
import { CategorySection } from './CategorySection'
import { LicenceTab } from './LicenceTab'

const TAB_COOKIE = 'settings_tab'

export default function SettingsPage() {
  const { t } = useTranslation()
  const env = useConsoleEnv()
  const [search, setSearch] = useSearchParams()
  const tabs = visibleTabs(env.settings, env.licenceValid)
  const current = activeTab(
    tabs.map((x) => x.name),
    search.get('tab'),
    readCookie(TAB_COOKIE),
  )
  const tab = tabs.find((x) => x.name === current) ?? tabs[0]
  const subs = tab.sections.map((s) => s.category)
  const sub = activeTab(subs, search.get('sub'), undefined)
  const section = tab.sections.find((s) => s.category === sub)

  const select = (name: string, subName?: string) => {
    if (!subName) writeCookie(TAB_COOKIE, name)
    setSearch(
      (s) => {
        const next = new URLSearchParams(s)
        next.set('tab', name)
        if (subName) next.set('sub', subName)
        else next.delete('sub')
        return next
      },
      { replace: true },
    )
  }

  return (
    <PageFrame title={t('route.Settings')}>
      <Tabs value={tab.name} onChange={(_, v: string) => select(v)} variant="scrollable" sx={{ mb: 2 }} aria-label={t('settings.tabs')}>
        {tabs.map((x) => (
          <Tab key={x.name} value={x.name} label={t(x.titleKey)} />
        ))}
      </Tabs>
      {tab.kind === 'licence' ? (
        <LicenceTab />
      ) : (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {tab.sections.length > 1 && (
            <Tabs
              orientation="vertical"
              value={section?.category ?? false}
              onChange={(_, v: string) => select(tab.name, v)}
              aria-label={t('settings.sections', { tab: t(tab.titleKey) })}
              sx={{ borderRight: 1, borderColor: 'divider', minWidth: 160, flexShrink: 0 }}
            >
              {tab.sections.map((s) => (
                <Tab key={s.category} value={s.category} label={t(s.titleKey)} sx={{ alignItems: 'flex-start' }} />
              ))}
            </Tabs>
          )}
          <Box sx={{ flex: 1, minWidth: 0, maxWidth: 960 }}>{section && <CategorySection key={section.category} section={section} />}</Box>
        </Box>
      )}
    </PageFrame>
  )
}
