; Invalid: fences are acquire, release, acq_rel or seq_cst.
; ERROR: fence cannot be unordered nor monotonic
define void @f() {
entry:
  fence monotonic
  ret void
}
