"""Operating the bot: `/healthz`, `/livez` and `/metrics` over HTTP (`[ops]`, off by default).

`health` (the readiness checks) needs nothing more than the store; `metrics` and `server` import
prometheus-client, so the app imports them only when `[ops] enabled` is set.
"""
