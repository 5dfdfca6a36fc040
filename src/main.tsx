import { bootstrap } from './app/bootstrap'

const container = document.getElementById('root')
if (container) void bootstrap(container)
