// The password change plans page (/accounts/change-auth-plan): asset plans and application plans as tabs.
import { ListTabs } from '../ListTabs'
import appChangeAuthPlans from './appChangeAuthPlans'
import assetChangeAuthPlans from './assetChangeAuthPlans'

export default function ChangeAuthPlanIndex() {
  return (
    <ListTabs
      titleKey="route.ChangeAuthPlanIndex"
      tabs={[
        { name: 'asset', labelKey: 'route.AssetChangeAuthPlanList', config: assetChangeAuthPlans },
        { name: 'app', labelKey: 'route.AppChangeAuthPlanList', config: appChangeAuthPlans },
      ]}
    />
  )
}
