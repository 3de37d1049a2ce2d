"""The `matchday` command: Ctrl-C while the program is still loading its modules ends it quietly (status 130)
instead of printing a traceback from whichever import it interrupted."""

from __future__ import annotations

import sys


def main() -> int:
    try:
        from bot.cli import main as cli_main
    except KeyboardInterrupt:
        return 130
    return cli_main(sys.argv[1:])


if __name__ == "__main__":
    raise SystemExit(main())
