"""Alerts: detect them from snapshots, format them, store them in the outbox and dispatch them."""
