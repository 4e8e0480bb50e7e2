"""Loop canonicalization and loop passes (LLVM's Transforms/Scalar loop passes): one module
per pass (simplify, lcssa, licm + promote, rotate, deletion, indvars, instsimplify) and
the helpers they share (util: loop queries, SSA updater; memory: what a loop does to
memory; expander: SCEV back to IR). Registered by `pyllc.opt.registry._loop_passes`."""
