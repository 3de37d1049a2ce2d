from adapters.console.adapter import ConsoleAdapter, render_text

__all__ = ["ConsoleAdapter", "render_text"]
