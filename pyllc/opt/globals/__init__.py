"""Interprocedural module passes over globals: globaldce, globalopt, ipsccp, deadargelim,
constmerge, internalize, mergefunc, lower-global-dtors, rel-lookup-table-converter.

`common.py` holds what they share (linkage predicates, walks through constant
expressions, deleting global values); each pass is one module.
"""
