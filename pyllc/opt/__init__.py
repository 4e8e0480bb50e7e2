"""The IR optimizer (`pyopt`): pass manager, analyses and transforms over `pyllc.ir`.

Imports only `pyllc.ir` (and `pyllc.diagnostics`); nothing from the backend.
"""
