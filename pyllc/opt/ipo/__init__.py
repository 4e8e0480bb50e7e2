"""Interprocedural passes: the call graph, the CGSCC pass manager, the inliner,
function-attrs and argpromotion (LLVM's lib/Analysis/CallGraph + lib/Transforms/IPO)."""
