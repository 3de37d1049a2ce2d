"""Platform adapters: console, Discord and Slack. They use the core; the core never imports them."""
