; Function headers: linkage, calling conventions, parameter/return/function attributes.
target triple = "x86_64-unknown-linux-gnu"

%struct.S = type { i32, i32 }

$fcomdat = comdat any

declare void @plain()
declare void @llvm.immarg.user(i32 immarg)
declare i32 @vararg(i32, ...)
declare extern_weak void @weakdecl()
declare dllimport void @dllfn()
declare hidden void @hiddenfn()
declare fastcc void @fastfn()
declare coldcc void @coldfn()
declare cc 10 void @ghcfn()
declare preserve_mostcc void @pm()
declare preserve_allcc void @pa()
declare swiftcc void @swiftfn(ptr swiftself, ptr swifterror)
declare tailcc void @tailfn()
declare x86_64_sysvcc void @sysv()
declare win64cc void @w64()
declare x86_stdcallcc void @stdcall()
declare noalias noundef ptr @malloc(i64 noundef) #2
declare zeroext i8 @zx(i8 signext, i16 zeroext, i32 inreg)
declare void @typed_attrs(ptr byval(%struct.S) align 8, ptr sret(%struct.S) align 4, ptr byref(i32), ptr preallocated(i32), ptr inalloca(i32))
declare ptr @ptr_attrs(ptr nonnull dereferenceable(16), ptr dereferenceable_or_null(8), ptr nocapture readonly, ptr writeonly noalias, ptr returned, ptr nest, ptr nofree, ptr noundef align 32)
declare void @fnattrs() #0
declare void @inline_attrs() nounwind readnone willreturn
declare ptr @allocsz(i64, i64) allocsize(0, 1)
declare ptr @allocsz1(i64) allocsize(0)
declare void @vscale() vscale_range(1, 16)
declare void @mem1() memory(none)
declare void @mem2() memory(argmem: readwrite, inaccessiblemem: read)
declare void @uwt() uwtable(sync)
declare ptr @allockind(i64) allockind("alloc,zeroed")
declare void @stk() alignstack(16)
declare void @strs() "no-trapping-math"="true" "flag-only"

define void @empty_ret() {
  ret void
}

define internal fastcc i32 @internal_fast(i32 %a) unnamed_addr {
  ret i32 %a
}

define private i32 @priv(i32 %a) local_unnamed_addr {
  ret i32 %a
}

define linkonce_odr hidden i32 @odr(i32 %a) comdat($fcomdat) {
  ret i32 %a
}

define weak_odr i32 @fcomdat() comdat {
  ret i32 0
}

define void @sections() section ".text.special" partition "pp" align 64 {
  ret void
}

define void @gcfn() gc "shadow-stack" {
  ret void
}

define void @prefixfn() prefix i32 123 prologue i8 144 {
  ret void
}

define i32 @persfn() personality ptr @__gxx_personality_v0 {
  ret i32 0
}

define void @addrspacefn() addrspace(1) {
  ret void
}

define noundef i32 @everything(i32 noundef signext %x, ptr noalias nocapture %p) #1 {
entry:
  ret i32 %x
}

define dso_local void @md_fn() !dbg !3 {
  ret void
}

declare i32 @__gxx_personality_v0(...)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "target-cpu"="x86-64" }
attributes #1 = { alwaysinline cold hot inlinehint minsize mustprogress naked nobuiltin nocallback nofree noimplicitfloat nomerge nonlazybind noprofile norecurse noredzone noreturn nosync nounwind null_pointer_is_valid optforfuzzing optsize returns_twice safestack sanitize_address sanitize_hwaddress sanitize_memory sanitize_memtag sanitize_thread shadowcallstack speculatable speculative_load_hardening sspstrong strictfp willreturn alignstack=8 }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.c", directory: "/tmp")
!2 = !DISubroutineType(types: !{null})
!3 = distinct !DISubprogram(name: "md_fn", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 2, !"Debug Info Version", i32 3}
