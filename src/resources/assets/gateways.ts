// Gateways (/assets/gateways/create, /{id}/update; ROUTE-ASSETS-03): no list or detail of their own — they
// are listed in their domain's detail, which the form returns to.
import { defineResource, pickFrom } from '../../components/resource/define'
import {
  assetsDomainsList,
  assetsGatewaysCreate,
  assetsGatewaysList,
  assetsGatewaysRetrieve,
  assetsGatewaysUpdate,
} from '../../generated/operations/assets'
import { MINI } from '../shared'
import { fromQuery } from './shared'
import { RESOURCES } from '../identities'

export default defineResource(
  RESOURCES.Gateway,
  { list: assetsGatewaysList, retrieve: assetsGatewaysRetrieve, create: assetsGatewaysCreate, update: assetsGatewaysUpdate },
  {
    form: {
      layout: [
        ['assets.basic', ['name', 'ip', 'port', 'protocol', 'domain']],
        ['assets.auth', ['username', 'password', 'private_key']],
        ['assets.other', ['is_active', 'comment']],
      ],
      exclude: ['is_connective', 'created_by', 'public_key'],
      overrides: {
        domain: pickFrom(assetsDomainsList, { multiple: false, query: MINI }),
        password: { widget: 'password', helpKey: 'assets.secretKeepHelp' },
        private_key: { widget: 'textarea', helpKey: 'assets.secretKeepHelp' },
      },
      initial: (ctx) => ({ port: 22, protocol: 'ssh', is_active: true, ...fromQuery(ctx, 'domain') }),
      saveAndAddAnother: false,
      returnTo: (body) => (body.domain ? `/assets/domains/${String(body.domain)}?tab=gateways` : '/assets/domains'),
    },
  },
)
