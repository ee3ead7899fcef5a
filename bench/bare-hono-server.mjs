#!/usr/bin/env node
// The reference for bench:api: one Hono route on @hono/node-server with no middleware, no database.
// PORT and HOST come from the environment.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'

const app = new Hono().get('/live', (c) => c.json({ status: 'ok' }))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: process.env.HOST ?? '127.0.0.1' })
process.on('SIGTERM', () => process.exit(0))
