"""Loop transforms of pyopt: unrolling, unswitching, idiom recognition, extraction, layout.

Each pass lives in its own module; `common` holds what they share (loop-shape checks,
block cloning). None of them relies on loop-simplify/lcssa having run: every pass checks
the canonical form it needs and leaves a loop that lacks it unchanged.
"""
