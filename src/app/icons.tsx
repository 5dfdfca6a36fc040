// The icons of the menu, by the names the route table uses. Each icon is imported by its own path so that only
// these few enter the shell's bundle.
import AppsIcon from '@mui/icons-material/Apps'
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn'
import BusinessCenterIcon from '@mui/icons-material/BusinessCenter'
import CodeIcon from '@mui/icons-material/Code'
import ComputerIcon from '@mui/icons-material/Computer'
import ContactPageIcon from '@mui/icons-material/ContactPage'
import DashboardIcon from '@mui/icons-material/Dashboard'
import DnsIcon from '@mui/icons-material/Dns'
import ExtensionIcon from '@mui/icons-material/Extension'
import FolderIcon from '@mui/icons-material/Folder'
import HistoryIcon from '@mui/icons-material/History'
import Inventory2Icon from '@mui/icons-material/Inventory2'
import PeopleIcon from '@mui/icons-material/People'
import SecurityIcon from '@mui/icons-material/Security'
import SettingsIcon from '@mui/icons-material/Settings'
import TerminalIcon from '@mui/icons-material/Terminal'
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser'
import type { IconName } from '../routes/types'
import { plainIcon, type MuiIcon, type PlainIcon } from '../components/common/plainIcon'

const muiMenuIcons: Record<IconName, MuiIcon> = {
  dashboard: DashboardIcon,
  users: PeopleIcon,
  assets: Inventory2Icon,
  applications: AppsIcon,
  accounts: ContactPageIcon,
  perms: VerifiedUserIcon,
  acl: SecurityIcon,
  terminal: TerminalIcon,
  ops: BusinessCenterIcon,
  tickets: AssignmentTurnedInIcon,
  audits: HistoryIcon,
  xpack: ExtensionIcon,
  settings: SettingsIcon,
  myAssets: DnsIcon,
  myApps: AppsIcon,
  commandExecution: CodeIcon,
  webTerminal: ComputerIcon,
  fileManager: FolderIcon,
}

/** The menu's icons, drawn as plain <svg> (components/common/plainIcon.tsx): a menu draws a dozen of them at start. */
export const menuIcons = Object.fromEntries(Object.entries(muiMenuIcons).map(([name, icon]) => [name, plainIcon(icon)])) as Record<
  IconName,
  PlainIcon
>
