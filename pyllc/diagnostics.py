"""One error type for every user-facing failure, so each tool prints exactly one
`FILE:LINE:COL: error: message` line plus the source line and a caret, and exits 1."""
from __future__ import annotations


class CompileError(Exception):
    """An error in the user's input (or an unsupported construct in it).

    `line`/`col` are 1-based; `source_line` is the text of that line when known.
    Tools catch this at top level and print `format()`; nothing else is shown.
    """

    def __init__(self, message: str, filename: str | None = None, line: int | None = None,
                 col: int | None = None, source_line: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.filename = filename
        self.line = line
        self.col = col
        self.source_line = source_line
        # the function being compiled (pipeline.py) or the global being laid out
        # (mc/data.py) when a backend stage raised it, for the tools to point at its
        # definition when the error has no position
        self.in_function: str | None = None
        self.in_global: str | None = None

    def format(self) -> str:
        where = ""
        if self.filename is not None:
            where = self.filename + ":"
            if self.line is not None:
                where += f"{self.line}:"
                if self.col is not None:
                    where += f"{self.col}:"
            where += " "
        text = f"{where}error: {self.message}"
        if self.source_line is not None and self.col is not None:
            text += "\n" + self.source_line.rstrip("\n") + "\n" + " " * (self.col - 1) + "^"
        return text

    def __str__(self) -> str:
        return self.format()


class UnsupportedError(CompileError):
    """A valid construct that pyllc cannot compile yet: the message names it."""
