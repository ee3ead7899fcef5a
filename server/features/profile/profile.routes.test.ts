import { getTableConfig, pgTable, PgTable, text } from 'drizzle-orm/pg-core'
import { count, is, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, test } from 'vitest'
import { DeleteAccountResponseSchema, ProfileSchema } from '#shared/contract/profile'
import { ResearchPathSchema } from '#shared/contract/timeline'
import { queryRows } from '../../db/query-rows'
import { user } from '../../auth/auth.tables'
import * as schema from '../../db/schema'
import type { TestApp } from '../../test/create-test-app'
import {
  insertContactMessages,
  insertSubscriber,
  insertUserRowsOfEveryFeature,
  signUpFounder,
  testApp,
} from '../../test/factories'
import { readError, readJson } from '../../test/read-json'
import { DELETED_ADMINISTRATOR, ownedTables, TABLES_WITHOUT_USER_DATA } from './user-data'

const schemaTables = () => (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))
const tableNames = () => schemaTables().map((table) => getTableConfig(table).name)

/** Tables neither found by ownedTables nor listed as holding no user data, and listed ones that look like a user's. */
function unclassifiedTables(tables: PgTable[]): string[] {
  const owned = new Set(ownedTables().map((entry) => entry.name))
  const problems: string[] = []
  for (const table of tables) {
    const { name, columns, foreignKeys } = getTableConfig(table)
    if (owned.has(name)) continue
    if (!(name in TABLES_WITHOUT_USER_DATA)) problems.push(`${name}: neither exported and deleted nor listed`)
    else if (foreignKeys.some((key) => key.reference().foreignTable === user))
      problems.push(`${name}: listed, but has a foreign key to user`)
    else if (columns.some((column) => /user|owner|email/i.test(column.name)))
      problems.push(`${name}: listed, but has a user, owner or e-mail column`)
  }
  return problems
}

/** Rows of each owned table that are the user's, through ownedTables' own conditions. */
async function ownedRowCounts(app: TestApp, userId: string, email: string) {
  const counts: Record<string, number> = {}
  for (const entry of ownedTables()) {
    const [row] = await app.db.select({ n: count() }).from(entry.table).where(entry.where(userId, email))
    counts[entry.name] = row?.n ?? 0
  }
  return counts
}

async function totalRowCounts(app: TestApp) {
  const counts: Record<string, number> = {}
  for (const entry of ownedTables()) {
    const [row] = await app.db.select({ n: count() }).from(entry.table)
    counts[entry.name] = row?.n ?? 0
  }
  return counts
}

test('every table of the schema is exported and deleted with its user, or listed as holding no user data', () => {
  expect(unclassifiedTables(schemaTables())).toEqual([])
  for (const name of Object.keys(TABLES_WITHOUT_USER_DATA)) expect(tableNames(), name).toContain(name)

  // A table added with a user's id but no foreign key is the case ownedTables cannot see: it must fail here.
  const notes = pgTable('notes', { id: text().primaryKey(), ownerId: text().notNull() })
  expect(unclassifiedTables([notes])).toEqual(['notes: neither exported and deleted nor listed'])
})

/** Tables with any row that mentions the user's id or e-mail anywhere, counted by a plain text scan. */
async function tablesMentioning(app: TestApp, ...needles: string[]) {
  const found: Record<string, number> = {}
  for (const name of tableNames()) {
    const conditions = needles.map((needle) => sql`t::text ILIKE ${`%${needle}%`}`)
    const [row] = await queryRows<{ n: number }>(
      app.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)} AS t WHERE ${sql.join(conditions, sql` OR `)}`,
    )
    if (row && row.n > 0) found[name] = row.n
  }
  return found
}

const png = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer()

async function upload(app: TestApp, cookie: string, body: Buffer, type = 'image/png', name?: string) {
  return app.request('/api/profile/avatar', {
    method: 'PUT',
    cookie,
    body: new Uint8Array(body),
    headers: { 'content-type': type, ...(name === undefined ? {} : { 'x-file-name': encodeURIComponent(name) }) },
  })
}

test('profile information is saved with validated links and read back', async () => {
  const app = await testApp()
  const { cookie, email } = await app.signUp('Ada Lovelace')
  const empty = await readJson(await app.request('/api/profile', { cookie }), ProfileSchema)
  expect(empty).toMatchObject({ fullName: 'Ada Lovelace', email, bio: '', avatarUrl: null })
  expect(empty.notifications).toEqual({
    enableNotifications: true,
    emailNotifications: true,
    achievementAlerts: true,
    progressUpdates: true,
  })

  const saved = await app.request('/api/profile', {
    method: 'PUT',
    cookie,
    json: {
      fullName: ' Ada King ',
      bio: 'Analytical engines',
      location: 'London',
      website: 'https://ada.example.org',
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada',
    },
  })
  expect(await readJson(saved, ProfileSchema)).toMatchObject({
    fullName: 'Ada King',
    bio: 'Analytical engines',
    github: 'https://github.com/ada',
  })
  const me = (await (await app.request('/api/me', { cookie })).json()) as { user: { name: string } }
  expect(me.user.name).toBe('Ada King')

  for (const [field, value] of [
    ['website', 'javascript:alert(1)'],
    ['website', 'ada.example.org'],
    ['github', 'https://gitlab.com/ada'],
    ['linkedin', 'https://linkedin.com.evil.test/in/ada'],
    ['fullName', '   '],
  ] as const) {
    const response = await app.request('/api/profile', {
      method: 'PUT',
      cookie,
      json: { fullName: 'Ada', [field]: value },
    })
    expect(response.status, `${field}=${value}`).toBe(400)
    expect((await readError(response)).issues?.[0]?.path).toBe(field)
  }

  const notifications = await app.request('/api/profile/notifications', {
    method: 'PUT',
    cookie,
    json: { enableNotifications: true, emailNotifications: false, achievementAlerts: false, progressUpdates: true },
  })
  expect((await readJson(notifications, ProfileSchema)).notifications).toEqual({
    enableNotifications: true,
    emailNotifications: false,
    achievementAlerts: false,
    progressUpdates: true,
  })
}, 60_000)

test('an avatar is sniffed, re-encoded as WebP and served with a safe type; refused files say why', async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  // A type or a name is not trusted to say what the bytes are (they are sniffed), but a file presented as SVG by
  // either is refused whatever its bytes: the issue's 'a PNG renamed .svg'.
  for (const [type, name] of [
    ['image/svg+xml', 'me.svg'],
    ['image/svg+xml', undefined],
    ['image/png', 'me.svg'],
    ['application/octet-stream', 'ünïcode phöto.SVG'],
  ] as const) {
    const presentedAsSvg = await upload(app, cookie, await png(), type, name)
    expect(presentedAsSvg.status, `${type} ${name ?? ''}`).toBe(400)
    expect((await readError(presentedAsSvg)).message).toBe('Please select an image file.')
  }
  const uploaded = await readJson(await upload(app, cookie, await png(), 'image/jpeg', 'me.jpg'), ProfileSchema)
  expect(uploaded.avatarUrl).toMatch(/^\/api\/avatars\/[A-Za-z0-9_-]{24}$/)
  const served = await app.request(uploaded.avatarUrl ?? '', { cookie })
  expect(served.status).toBe(200)
  expect(served.headers.get('content-type')).toBe('image/webp')
  expect(served.headers.get('x-content-type-options')).toBe('nosniff')
  expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
    format: 'webp',
    width: 256,
    height: 256,
  })

  const svg = await upload(app, cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png')
  expect(svg.status).toBe(400)
  expect((await readError(svg)).message).toBe('Please select an image file.')
  const big = await upload(app, cookie, Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]))
  expect(big.status).toBe(413)

  const replaced = await readJson(await upload(app, cookie, await png(64, 64)), ProfileSchema)
  expect(replaced.avatarUrl).not.toBe(uploaded.avatarUrl)
  expect((await app.request(uploaded.avatarUrl ?? '', { cookie })).status).toBe(404)

  const removed = await readJson(await app.request('/api/profile/avatar', { method: 'DELETE', cookie }), ProfileSchema)
  expect(removed.avatarUrl).toBeNull()
  expect((await app.request(replaced.avatarUrl ?? '', { cookie })).status).toBe(404)
})

test("bytes sent as text get the upload's own answer, not the text check's: an image is taken, anything else is refused as not an image", async () => {
  const app = await testApp()
  const { cookie } = await app.signUp()

  const image = await upload(app, cookie, await png(), 'text/html', 'me.png')
  expect(image.status, await image.clone().text()).toBe(200)
  expect((await readJson(image, ProfileSchema)).avatarUrl).toMatch(/^\/api\/avatars\//)

  const binary = await upload(app, cookie, Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]), 'text/plain; charset=utf-8')
  expect(binary.status).toBe(400)
  expect((await readError(binary)).message).toBe('Please select an image file.')
})

/** A member with a row in every kind of table the platform keeps about a user. */
async function busyMember(app: TestApp) {
  const member = await app.signUp('Busy Member')
  const { cookie, email, userId } = member
  await insertSubscriber(app.db, email)
  await insertContactMessages(app.db, [{ name: 'Busy', email, subject: 'Plans', message: 'Hello', userId }])
  await app.request('/api/profile', { method: 'PUT', cookie, json: { fullName: 'Busy Member', bio: 'Reefs' } })
  await upload(app, cookie, await png())
  const path = await readJson(
    await app.request('/api/timeline/paths', {
      method: 'POST',
      cookie,
      json: { title: 'Thesis', milestones: [{ title: 'Proposal', deadline: '2030-01-15' }] },
    }),
    ResearchPathSchema,
    201,
  )
  await insertUserRowsOfEveryFeature(app.db, userId)
  await app.request('/api/researchers/saved/A5100000001', {
    method: 'PUT',
    cookie,
    json: {
      id: 'A5100000001',
      display_name: 'Grace Hopper',
      institution_name: null,
      country: null,
      works_count: 1,
      cited_by_count: 1,
      h_index: 1,
      concepts: [],
      orcid: null,
      profileWarning: null,
    },
  })
  return { ...member, pathId: path.id }
}

test('the export holds every table that mentions the user, with their rows and no secrets', async () => {
  const app = await testApp()
  const member = await busyMember(app)
  const response = await app.request('/api/profile/export', { cookie: member.cookie })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="lodestar-data-\d{4}-\d{2}-\d{2}\.json"$/,
  )
  const text = await response.text()
  const data = JSON.parse(text) as { tables: Record<string, unknown[]>; profile: { bio: string } }
  expect(data.profile.bio).toBe('Reefs')

  const mentioning = await tablesMentioning(app, member.userId, member.email)
  // A new table that stores the user's id or e-mail fails here until the export covers it.
  for (const [table, rows] of Object.entries(mentioning))
    expect(data.tables[table]?.length ?? 0, `export of ${table}`).toBeGreaterThanOrEqual(rows)
  for (const expected of ['user', 'session', 'account', 'subscribers', 'contact_message', 'user_profile'])
    expect(data.tables[expected]?.length ?? 0, expected).toBeGreaterThan(0)
  // The member has a row in every table ownedTables finds; each is in the export, as many as they own.
  const owned = await ownedRowCounts(app, member.userId, member.email)
  for (const [table, rows] of Object.entries(owned)) {
    expect(rows, `the member's rows in ${table}`).toBeGreaterThan(0)
    expect(data.tables[table], `export of ${table}`).toHaveLength(rows)
  }
  expect(Object.keys(data.tables).sort()).toEqual(Object.keys(owned).sort())
  expect(data.tables.research_path).toHaveLength(1)
  expect(data.tables.research_milestone).toHaveLength(1)
  expect(data.tables.saved_researcher).toHaveLength(1)
  expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken|feedTokenHash)"/)
})

test('deleting the account needs the password, then leaves no row of the user anywhere and ends every session', async () => {
  const app = await testApp()
  const member = await busyMember(app)
  const otherDevice = await app.signIn(member.email)
  const bystander = await busyMember(app)
  // Rows better-auth and the sign-in limiter keep about the user outside the tables that point to them:
  // a pending password reset (its value is the user id) and a failed sign-in counted against the e-mail.
  const reset = await app.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email: member.email, redirectTo: '/auth?mode=reset' },
  })
  expect(reset.status).toBe(200)
  const failed = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: member.email, password: 'not-the-password' },
    headers: { origin: 'http://localhost' },
  })
  expect(failed.status).toBe(401)
  expect(Object.keys(await tablesMentioning(app, member.userId, member.email))).toEqual(
    expect.arrayContaining(['verification', 'rate_limit']),
  )

  const wrong = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: member.cookie,
    json: { password: 'not-it' },
  })
  expect(wrong.status).toBe(400)
  expect((await readError(wrong)).message).toBe('That password is not correct.')

  const avatarUrl = (await readJson(await app.request('/api/profile', { cookie: member.cookie }), ProfileSchema))
    .avatarUrl
  const membersRows = await ownedRowCounts(app, member.userId, member.email)
  const totalsBefore = await totalRowCounts(app)
  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: member.cookie,
    json: { password: member.password },
  })
  expect(await readJson(deleted, DeleteAccountResponseSchema)).toEqual({ deleted: true })
  // This browser is signed out at once: the session cookie is cleared with the answer.
  expect(deleted.headers.getSetCookie().find((cookie) => cookie.includes('session_token='))).toMatch(
    /session_token=;.*Max-Age=0/i,
  )

  expect(await tablesMentioning(app, member.userId, member.email)).toEqual({})
  // Every owned table lost exactly the member's rows (a child table's rows too, which name no user).
  const totalsAfter = await totalRowCounts(app)
  for (const [table, rows] of Object.entries(membersRows)) {
    expect(rows, `the member's rows in ${table}`).toBeGreaterThan(0)
    expect(totalsAfter[table], `rows left in ${table}`).toBe((totalsBefore[table] ?? 0) - rows)
  }
  const [milestones] = await queryRows<{ n: number }>(
    app.db,
    sql`SELECT count(*)::int AS n FROM research_milestone WHERE path_id = ${member.pathId}`,
  )
  expect(milestones?.n).toBe(0)
  for (const cookie of [member.cookie, otherDevice])
    expect(((await (await app.request('/api/me', { cookie })).json()) as { user: unknown }).user).toBeNull()
  expect((await app.request(avatarUrl ?? '', { cookie: bystander.cookie })).status).toBe(404)
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email: member.email, password: member.password },
    headers: { origin: 'http://localhost' },
  })
  expect(signIn.status).toBe(401)

  // The other member keeps everything.
  expect(Object.keys(await tablesMentioning(app, bystander.userId, bystander.email)).length).toBeGreaterThan(5)
}, 60_000)

test('the last administrator is asked to confirm before deleting their account', async () => {
  const app = await testApp()
  const founder = await signUpFounder(app)
  const refused = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: founder.cookie,
    json: { password: founder.password },
  })
  expect(refused.status).toBe(409)
  expect((await readError(refused)).message).toContain('You are the last administrator.')
  const confirmed = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: founder.cookie,
    json: { password: founder.password, confirmLastAdmin: true },
  })
  expect(confirmed.status).toBe(200)
})

test("a deleted administrator's e-mail is gone from the grants and handled messages they left on others' rows", async () => {
  const app = await testApp()
  const founder = await signUpFounder(app)
  const member = await app.signUp('Granted Member')
  await insertContactMessages(app.db, [{ name: 'Ada', email: 'ada@example.test', subject: 'Plans', message: 'Hello' }])
  const [message] = await app.db.select().from(schema.contactMessage)
  const asFounder = { cookie: founder.cookie }
  expect(
    (await app.request(`/api/admin/users/${member.userId}/lifetime-access`, { method: 'PUT', ...asFounder })).status,
  ).toBe(200)
  expect(
    (
      await app.request(`/api/admin/messages/${message?.id ?? ''}`, {
        method: 'PATCH',
        ...asFounder,
        json: { handled: true },
      })
    ).status,
  ).toBe(200)

  const deleted = await app.request('/api/profile/delete-account', {
    method: 'POST',
    cookie: founder.cookie,
    json: { password: founder.password, confirmLastAdmin: true },
  })
  expect(deleted.status).toBe(200)

  const [grant] = await app.db.select().from(schema.subscribers)
  const [handled] = await app.db.select().from(schema.contactMessage)
  expect(grant).toMatchObject({ email: member.email, lifetimeAccess: true, grantedBy: DELETED_ADMINISTRATOR })
  expect(handled?.handledBy).toBe(DELETED_ADMINISTRATOR)
  expect(handled?.handledAt).not.toBeNull()
  expect(JSON.stringify([grant, handled]).toLowerCase()).not.toContain(founder.email.toLowerCase())
})
