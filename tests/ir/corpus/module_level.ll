; Module-level entities: header, types, comdats, globals of every flavour, aliases, ifuncs.
source_filename = "module_level.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
module asm "  .globl toplevel_sym"
module asm "toplevel_sym = 42"

%pair = type { i32, i64 }
%packed = type <{ i8, i32 }>
%opaque.t = type opaque
%"quoted type" = type { %pair, [2 x %packed] }
%recursive = type { ptr, %pair }
%empty = type {}

$cd_any = comdat any
$cd_exact = comdat exactmatch
$cd_largest = comdat largest
$cd_nodup = comdat nodeduplicate
$cd_same = comdat samesize
$"quoted comdat" = comdat any

@ext = external global i32
@extw = extern_weak global i32
@priv = private global i32 1
@intl = internal global i32 2
@avail = available_externally global i32 3
@lo = linkonce global i32 4, comdat($cd_any)
@wk = weak global i32 5
@cm = common global i32 0, align 4
@app = appending global [1 x ptr] [ptr @priv]
@loodr = linkonce_odr global i32 6, comdat($cd_exact)
@wkodr = weak_odr global i32 7, comdat($cd_largest)
@cd_nodup = global i32 8, comdat
@cd_same = global i32 9, comdat
@dsol = dso_local global i32 10
@dsop = dso_preemptable global i32 11
@hid = hidden global i32 12
@prot = protected global i32 13
@dimp = external dllimport global i32
@dexp = dllexport global i32 14
@tls = thread_local global i32 15
@tls_ld = thread_local(localdynamic) global i32 16
@tls_ie = thread_local(initialexec) global i32 17
@tls_le = thread_local(localexec) global i32 18
@ua = unnamed_addr constant i32 19
@lua = local_unnamed_addr constant i32 20
@as1 = addrspace(1) global i32 21
@exti = externally_initialized global i32 22
@sect = global i32 23, section ".mydata", partition "part1", align 16
@withmd = global i32 24, !dbg !0, !custom !1
@withattr = global i32 25 #0
@all = internal thread_local(initialexec) unnamed_addr addrspace(2) constant %pair { i32 1, i64 2 }, section "s", align 8
@"quoted global\01" = global i8 0
@"\01mangled" = global i8 1
@0 = private constant i32 100
@1 = private constant ptr @0
@oq = external global %opaque.t
@qt = global %"quoted type" zeroinitializer
@emp = global %empty zeroinitializer
@san = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag
@in_cd = global i32 1, comdat($"quoted comdat")

@alias1 = alias i32, ptr @dsol
@alias2 = private alias i32, ptr @priv
@alias3 = weak hidden alias i32, ptr getelementptr (i32, ptr @intl, i64 0)
@alias4 = internal unnamed_addr alias i32, ptr @dsol, partition "p2"
@alias5 = dso_local thread_local(localexec) alias i32, ptr @tls

@ifunc1 = ifunc void (), ptr @resolver
@ifunc2 = internal ifunc i32 (i32), ptr @resolver

define internal ptr @resolver() {
  ret ptr null
}

attributes #0 = { "key"="value" }

!0 = !{i32 1}
!1 = distinct !{!"custom", null}
