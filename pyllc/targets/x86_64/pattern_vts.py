"""The value types the x86-64 selection patterns are written for (after legalization
only i32/i64 integers and f32/f64 scalars reach them; the vector and f128 ones live in
vector_patterns.py), and each integer type's width. Shared by the pattern modules that
patterns.py lists."""
from __future__ import annotations

INT_VTS = ("i32", "i64")
FP_VTS = ("f32", "f64")
W = {"i32": 32, "i64": 64}
