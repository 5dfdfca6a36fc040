// The floor of the bench: the least a browser must do to show the same data as the console — one plain script,
// no framework, the same session cookies, the same requests and headers, the same rows in a <table>.
// Views (?view=): users (with a detail on ?detail=<id> and an import preview), assets (a lazily loaded node
// tree beside the list), sessions (the finished sessions, sortable and paged), dashboard (the figure groups in
// parallel), myAssets (an ordinary user's granted tree and assets). It marks its first data row with
// performance.mark('bench:first-row'), the convention the console follows too.
'use strict'
;(() => {
  const app = document.getElementById('app')
  const PAGE_SIZE = 15
  const PREVIEW_ROWS = 10

  const cookie = (name) => {
    const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
    return hit ? decodeURIComponent(hit.slice(name.length + 1)) : ''
  }

  // The headers the console's HTTP client sends with every request.
  const headers = (extra) => {
    const h = { Accept: 'application/json, text/plain, */*', 'Accept-Language': 'zh-hans' }
    const csrf = cookie('csrftoken')
    if (csrf) h['X-CSRFToken'] = csrf
    const org = cookie('X-JMS-ORG')
    if (org) h['X-JMS-ORG'] = org
    try {
      const tz = Intl.DateTimeFormat().resolvedOptions().timeZone
      if (tz) h['X-TZ'] = tz
    } catch {
      // no time zone known
    }
    return Object.assign(h, extra || {})
  }

  const request = (url, init) =>
    fetch(url, Object.assign({ credentials: 'same-origin', headers: headers() }, init || {})).then((r) => {
      if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`)
      return r.json()
    })

  const el = (tag, attrs, children) => {
    const node = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue
      node.setAttribute(k, v === true ? '' : String(v))
    }
    for (const c of children || []) node.append(c instanceof Node ? c : document.createTextNode(c))
    return node
  }

  const text = (v) => {
    if (v === null || v === undefined) return ''
    if (Array.isArray(v)) return v.map(text).join(', ')
    if (typeof v === 'object') return v.label || v.name || v.value || JSON.stringify(v)
    return String(v)
  }

  let marked = false
  const markFirstRow = () => {
    if (marked) return
    marked = true
    performance.mark('bench:first-row')
  }

  const fail = (error) => {
    app.append(el('p', { role: 'alert' }, [String(error && error.message ? error.message : error)]))
  }

  /** A table of `columns` (field names) over `rows`; `cell(row, field)` may return a node. */
  const table = (columns, rows, options) => {
    const opts = options || {}
    const head = el(
      'tr',
      {},
      columns.map((f) => {
        const sort = opts.sort && opts.sort.field === f ? (opts.sort.desc ? 'descending' : 'ascending') : 'none'
        return el('th', { role: 'columnheader', 'data-field': opts.sortable ? f : null, 'aria-sort': opts.sortable ? sort : null }, [f])
      }),
    )
    const body = el(
      'tbody',
      {},
      rows.map((row) =>
        el(
          'tr',
          { 'data-id': row.id },
          columns.map((f) => el('td', {}, [opts.cell ? opts.cell(row, f) : text(row[f])])),
        ),
      ),
    )
    return el('table', { 'data-testid': opts.testid || null }, [el('thead', {}, [head]), body])
  }

  // ---- users: list, detail, import preview ----------------------------------------------------------------

  const USERS_URL = '/api/v1/users/users/'
  const USER_COLUMNS = ['name', 'username', 'groups_display', 'total_role_display', 'source_display', 'is_valid']
  let users = null

  const showUsers = () => {
    const list = table(USER_COLUMNS, users.results, {
      cell: (row, f) =>
        f === 'name'
          ? el('a', { href: `?view=users&detail=${encodeURIComponent(row.id)}`, 'data-detail': row.id }, [text(row.name)])
          : text(row[f]),
    })
    const section = el('section', {}, [
      el('div', {}, [el('button', { type: 'button', 'data-testid': 'import-button' }, ['import']), ` ${users.count}`]),
      list,
      el('div', { role: 'dialog', 'data-testid': 'import-dialog', hidden: true }, [
        el('input', { type: 'file', accept: '.csv', 'data-testid': 'import-file' }),
        el('div', { 'data-testid': 'import-result' }),
      ]),
    ])
    app.replaceChildren(section)
    if (users.results.length) markFirstRow()
  }

  const showDetail = (id) =>
    request(`${USERS_URL}${encodeURIComponent(id)}/`).then((user) => {
      const rows = Object.entries(user).filter(([, v]) => v === null || typeof v !== 'object')
      app.replaceChildren(
        el('section', { 'data-testid': 'detail' }, [
          el('h1', {}, [text(user.name)]),
          el(
            'dl',
            {},
            rows.flatMap(([k, v]) => [el('dt', {}, [k]), el('dd', {}, [text(v)])]),
          ),
        ]),
      )
    })

  const routeUsers = () => {
    const detail = new URLSearchParams(location.search).get('detail')
    if (detail) return showDetail(detail)
    if (users) return Promise.resolve(showUsers())
    return request(`${USERS_URL}?offset=0&limit=${PAGE_SIZE}`).then((data) => {
      users = data
      showUsers()
    })
  }

  const previewImport = (file) => {
    const result = app.querySelector('[data-testid="import-result"]')
    result.replaceChildren('…')
    return request(`${USERS_URL}render-to-json/`, { method: 'POST', body: file, headers: headers({ 'Content-Type': 'text/csv' }) }).then(
      (body) => {
        const title = Array.isArray(body.title) ? body.title : []
        const data = Array.isArray(body.data) ? body.data : []
        const fields = title.map((t) => t[1])
        const rows = data.slice(0, PREVIEW_ROWS).map((r, i) => Object.assign({ id: i + 1 }, r))
        result.replaceChildren(`${data.length}`, table(fields, rows, { testid: 'import-preview' }))
      },
    )
  }

  const users$ = () => {
    app.addEventListener('click', (e) => {
      const link = e.target.closest('a[data-detail]')
      if (link) {
        e.preventDefault()
        history.pushState(null, '', link.getAttribute('href'))
        routeUsers().catch(fail)
        return
      }
      if (e.target.closest('[data-testid="import-button"]')) app.querySelector('[data-testid="import-dialog"]').hidden = false
    })
    app.addEventListener('change', (e) => {
      if (e.target.matches('[data-testid="import-file"]') && e.target.files.length) previewImport(e.target.files[0]).catch(fail)
    })
    window.addEventListener('popstate', () => routeUsers().catch(fail))
    return routeUsers()
  }

  // ---- assets: node tree (children loaded when a node is opened) beside the list ------------------------------

  const TREE_URL = '/api/v1/assets/nodes/children/tree/?assets=0'
  const ASSET_COLUMNS = ['hostname', 'ip', 'platform', 'protocols', 'is_active', 'comment']

  const treeItem = (node, level) =>
    el(
      'li',
      { role: 'treeitem', tabindex: '-1', 'aria-level': level, 'aria-expanded': node.isParent ? 'false' : null, 'data-key': node.id },
      [el('span', {}, [text(node.name)]), el('ul', { role: 'group' })],
    )

  const addChildren = (item, nodes, level) => {
    const group = item.querySelector(':scope > [role="group"]')
    group.replaceChildren(...nodes.map((n) => treeItem(n, level)))
  }

  const expand = (item) => {
    if (item.getAttribute('aria-expanded') !== 'false') return Promise.resolve()
    item.setAttribute('aria-expanded', 'true')
    if (item.dataset.loaded) return Promise.resolve()
    item.dataset.loaded = '1'
    const key = item.getAttribute('data-key')
    const level = Number(item.getAttribute('aria-level')) + 1
    return request(`${TREE_URL}&key=${encodeURIComponent(key)}`).then((nodes) =>
      addChildren(
        item,
        nodes.filter((n) => n.id !== key),
        level,
      ),
    )
  }

  const assets$ = () => {
    const tree = el('ul', { role: 'tree', 'data-testid': 'node-tree', 'aria-label': 'nodes' })
    const list = el('section')
    app.replaceChildren(tree, list)
    tree.addEventListener('keydown', (e) => {
      const item = e.target.closest('[role="treeitem"]')
      if (!item) return
      if (e.key === 'ArrowRight') expand(item).catch(fail)
      else if (e.key === 'ArrowLeft' && item.getAttribute('aria-expanded') === 'true') item.setAttribute('aria-expanded', 'false')
    })
    tree.addEventListener('click', (e) => {
      const item = e.target.closest('[role="treeitem"]')
      if (!item) return
      if (item.getAttribute('aria-expanded') === 'true') item.setAttribute('aria-expanded', 'false')
      else expand(item).catch(fail)
    })
    const loadTree = request(TREE_URL).then((nodes) => {
      const ids = new Set(nodes.map((n) => n.id))
      const roots = nodes.filter((n) => !n.pId || !ids.has(n.pId))
      tree.replaceChildren(...roots.map((n) => treeItem(n, 1)))
      for (const item of tree.children) {
        const kids = nodes.filter((n) => n.pId === item.getAttribute('data-key'))
        if (kids.length) {
          addChildren(item, kids, 2)
          item.dataset.loaded = '1'
          item.setAttribute('aria-expanded', 'true')
        }
      }
    })
    const loadList = request(`/api/v1/assets/assets/?offset=0&limit=${PAGE_SIZE}`).then((data) => {
      list.replaceChildren(table(ASSET_COLUMNS, data.results), el('nav', {}, [`${data.count}`]))
      if (data.results.length) markFirstRow()
    })
    return Promise.all([loadTree, loadList])
  }

  // ---- sessions: finished sessions, sortable headers, pages ----------------------------------------------------

  const SESSION_COLUMNS = [
    'user',
    'asset',
    'system_user',
    'protocol',
    'remote_addr',
    'login_from_display',
    'command_amount',
    'date_start',
    'date_end',
  ]

  const sessions$ = () => {
    const state = { offset: 0, sort: null, count: 0 }
    // the console's history view starts on the last 7 days: the same window
    const now = Date.now()
    const range = `&date_from=${encodeURIComponent(new Date(now - 7 * 86400000).toISOString())}&date_to=${encodeURIComponent(new Date(now).toISOString())}`
    const section = el('section')
    app.replaceChildren(section)
    const load = () => {
      const order = state.sort ? `&order=${state.sort.desc ? '-' : ''}${state.sort.field}` : ''
      return request(`/api/v1/terminal/sessions/?offset=${state.offset}&limit=${PAGE_SIZE}&is_finished=1${range}${order}`).then((data) => {
        state.count = data.count
        section.replaceChildren(
          table(SESSION_COLUMNS, data.results, { sortable: true, sort: state.sort }),
          el('nav', {}, [
            el('span', { 'data-testid': 'pager-total' }, [`${data.count}`]),
            el('button', { type: 'button', 'data-testid': 'pager-prev', disabled: state.offset === 0 }, ['<']),
            ` ${state.offset / PAGE_SIZE + 1} `,
            el('button', { type: 'button', 'data-testid': 'pager-next', disabled: state.offset + PAGE_SIZE >= data.count }, ['>']),
          ]),
        )
        if (data.results.length) markFirstRow()
      })
    }
    section.addEventListener('click', (e) => {
      const th = e.target.closest('th[data-field]')
      if (th) {
        const field = th.getAttribute('data-field')
        // ascending, descending, unsorted: the cycle of the console's headers
        if (!state.sort || state.sort.field !== field) state.sort = { field, desc: false }
        else if (!state.sort.desc) state.sort = { field, desc: true }
        else state.sort = null
        state.offset = 0
        load().catch(fail)
        return
      }
      if (e.target.closest('[data-testid="pager-next"]')) {
        state.offset += PAGE_SIZE
        load().catch(fail)
      } else if (e.target.closest('[data-testid="pager-prev"]')) {
        state.offset = Math.max(0, state.offset - PAGE_SIZE)
        load().catch(fail)
      }
    })
    return load()
  }

  // ---- dashboard: the figure groups asked for in parallel, each drawn when it arrives -------------------------

  const DASHBOARD_GROUPS = [
    'total_count',
    'dates_metrics',
    'dates_login_times_top10_users',
    'dates_login_times_top10_assets',
    'dates_login_record_top10_sessions',
  ]

  const dashboard$ = () => {
    const totals = el('section', { 'data-testid': 'dashboard-totals' })
    const rest = el('section')
    app.replaceChildren(totals, rest)
    return Promise.all(
      DASHBOARD_GROUPS.map((group) =>
        request(`/api/v1/index/?${group}=1`).then((data) => {
          if (group === 'total_count') {
            const rows = Object.entries(data).map(([id, value]) => ({ id, value }))
            totals.replaceChildren(
              table(['id', 'value'], rows, {
                cell: (row, f) => (f === 'value' ? el('span', { 'data-testid': 'dash-value' }, [text(row.value)]) : text(row[f])),
              }),
            )
            markFirstRow()
            return
          }
          for (const [key, value] of Object.entries(data)) {
            const rows = Array.isArray(value)
              ? value.map((v, i) => (v && typeof v === 'object' ? Object.assign({ id: i }, v) : { id: i, value: v }))
              : []
            const columns = rows.length ? Object.keys(rows[0]).filter((k) => k !== 'id') : []
            rest.append(el('h3', {}, [key]), table(columns, rows))
          }
        }),
      ),
    )
  }

  // ---- my assets: the user's granted-node tree beside the user's assets ---------------------------------------

  const MY_TREE_URL = '/api/v1/perms/users/nodes/children/tree/'
  const MY_ASSET_COLUMNS = ['hostname', 'ip', 'platform', 'protocols', 'comment']

  const myAssets$ = () => {
    const tree = el('ul', { role: 'tree', 'data-testid': 'my-assets-tree', 'aria-label': 'nodes' })
    const list = el('section')
    app.replaceChildren(tree, list)
    const loadTree = request(MY_TREE_URL).then((nodes) => tree.replaceChildren(...nodes.map((n) => treeItem(n, 1))))
    const loadList = request(`/api/v1/perms/users/assets/?offset=0&limit=${PAGE_SIZE}`).then((data) => {
      list.replaceChildren(table(MY_ASSET_COLUMNS, data.results), el('nav', {}, [`${data.count}`]))
      if (data.results.length) markFirstRow()
    })
    return Promise.all([loadTree, loadList])
  }

  const views = { users: users$, assets: assets$, sessions: sessions$, dashboard: dashboard$, myAssets: myAssets$ }
  const view = views[new URLSearchParams(location.search).get('view') || 'users'] || users$
  view().catch(fail)
})()
