"""Analyses and utility passes of LLVM's list added for issue 17: region info, MemorySSA,
dependence analysis, IV users, stack safety, lint, globals-aa / scev-aa, and the utilities
extract-blocks, transform-warning, codegenprepare, aggressive-instcombine."""
