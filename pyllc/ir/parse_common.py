"""Shared keyword sets and type helpers for the parser modules."""
from __future__ import annotations

from pyllc.ir.lexer import ITYPE
from pyllc.ir.types import (
    FLOAT_TYPES,
    METADATA,
    TOKEN,
    VOID,
    X86_AMX,
    X86_MMX,
    FloatType,
    IntType,
    PointerType,
    Type,
    VectorType,
)
from pyllc.ir.types import (
    LABEL as LABEL_T,
)
from pyllc.ir.values import Value

_SIMPLE_TYPES: dict[str, Type] = dict(FLOAT_TYPES)
_SIMPLE_TYPES.update(void=VOID, label=LABEL_T, token=TOKEN, metadata=METADATA, x86_mmx=X86_MMX,
                     x86_amx=X86_AMX)
TYPE_START = frozenset(("ptr", "[", "<", "{", "%", "%#", ITYPE, *_SIMPLE_TYPES))
LINKAGES = frozenset("private internal available_externally linkonce weak common appending "
                     "extern_weak linkonce_odr weak_odr external".split())
DECL_LINKAGES = frozenset(("external", "extern_weak"))
VISIBILITIES = frozenset(("default", "hidden", "protected"))
DLL_STORAGE = frozenset(("dllimport", "dllexport"))
CALLCONVS = frozenset("""ccc fastcc coldcc webkit_jscc anyregcc preserve_mostcc preserve_allcc
 swiftcc swifttailcc cxx_fast_tlscc tailcc ghccc x86_stdcallcc x86_fastcallcc x86_thiscallcc
 x86_vectorcallcc x86_regcallcc x86_intrcc arm_apcscc arm_aapcscc arm_aapcs_vfpcc
 aarch64_vector_pcs aarch64_sve_vector_pcs aarch64_sme_preservemost_from_x0
 aarch64_sme_preservemost_from_x2 msp430_intrcc avr_intrcc avr_signalcc ptx_kernel ptx_device
 spir_func spir_kernel intel_ocl_bicc x86_64_sysvcc win64cc hhvmcc hhvm_ccc cfguard_checkcc
 amdgpu_vs amdgpu_ls amdgpu_hs amdgpu_es amdgpu_gs amdgpu_ps amdgpu_cs amdgpu_kernel amdgpu_gfx
 m68k_intrcc m68k_rtdcc riscv_vector_cc""".split())
ATTR_NAMES = frozenset("""align alignstack allocalign allocptr alwaysinline argmemonly builtin
 byref byval cold convergent dereferenceable dereferenceable_or_null
 disable_sanitizer_instrumentation elementtype fn_ret_thunk_extern hot immarg inaccessiblememonly
 inaccessiblemem_or_argmemonly inalloca inlinehint inreg jumptable minsize mustprogress naked nest
 noalias nobuiltin nocallback nocapture nocf_check noduplicate noext nofree noimplicitfloat
 noinline nomerge nonlazybind nonnull noprofile norecurse noredzone noreturn nosanitize_bounds
 nosanitize_coverage nosync noundef nounwind null_pointer_is_valid optforfuzzing optnone optsize
 preallocated presplitcoroutine readnone readonly returned returns_twice safestack
 sanitize_address sanitize_hwaddress sanitize_memory sanitize_memtag sanitize_thread
 shadowcallstack signext skipprofile speculatable speculative_load_hardening ssp sspreq sspstrong
 sret strictfp swiftasync swifterror swiftself uwtable willreturn writeonly zeroext allocsize
 allockind memory vscale_range nofpclass writable dead_on_unwind range coro_only_destroy_when_complete
 """.split())
_RAW_ATTRS = frozenset(("uwtable", "memory", "allockind", "nofpclass", "range"))
_TUPLE_ATTRS = frozenset(("allocsize", "vscale_range"))
CAST_OPS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr "
                     "bitcast addrspacecast".split())
BINOPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor fadd fsub fmul fdiv "
                   "frem".split())


_LONG_FP = frozenset(("x86_fp80", "fp128", "ppc_fp128"))
_CE_OTHER = frozenset(("getelementptr", "select", "icmp", "fcmp", "extractelement", "insertelement",
                       "shufflevector", "extractvalue", "insertvalue", "fneg"))
FMF = frozenset(("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"))
_INT_BINOPS = frozenset("add sub mul udiv sdiv urem srem shl lshr ashr and or xor".split())
_FP_BINOPS = frozenset("fadd fsub fmul fdiv frem".split())
_WRAP_OPS = frozenset(("add", "sub", "mul", "shl"))
_EXACT_OPS = frozenset(("udiv", "sdiv", "lshr", "ashr"))
_CASTS = frozenset("trunc zext sext fptrunc fpext fptoui fptosi uitofp sitofp ptrtoint inttoptr "
                   "bitcast addrspacecast".split())


class _Fwd(Value):
    """A use seen before its definition; replaced with RAUW when the definition arrives."""
    __slots__ = ("tok",)

    def __init__(self, type: Type, name: str | int | None, tok: int) -> None:
        Value.__init__(self, type, None if name is None else str(name))  # (a compiled Value checks str)
        self.tok = tok


def _vec_of(t: Type, like: Type) -> Type:
    return VectorType.get(like.count, t, like.scalable) if isinstance(like, VectorType) else t


def _cast_ok(op: str, src: Type, dst: Type) -> bool:
    """LLVM's CastInst::castIsValid, on scalar or matching vector types."""
    if isinstance(src, VectorType) != isinstance(dst, VectorType):
        return op == "bitcast" and _bitcast_sizes_ok(src, dst)
    if (isinstance(src, VectorType) and isinstance(dst, VectorType)
            and (src.count != dst.count or src.scalable != dst.scalable)):
        return op == "bitcast" and _bitcast_sizes_ok(src, dst)
    s, d = src.scalar_type, dst.scalar_type
    if op == "trunc":
        return isinstance(s, IntType) and isinstance(d, IntType) and s.bits > d.bits
    if op in ("zext", "sext"):
        return isinstance(s, IntType) and isinstance(d, IntType) and s.bits < d.bits
    if op == "fptrunc":
        return isinstance(s, FloatType) and isinstance(d, FloatType) and s.bits > d.bits
    if op == "fpext":
        return isinstance(s, FloatType) and isinstance(d, FloatType) and s.bits < d.bits
    if op in ("fptoui", "fptosi"):
        return isinstance(s, FloatType) and isinstance(d, IntType)
    if op in ("uitofp", "sitofp"):
        return isinstance(s, IntType) and isinstance(d, FloatType)
    if op == "ptrtoint":
        return isinstance(s, PointerType) and isinstance(d, IntType)
    if op == "inttoptr":
        return isinstance(s, IntType) and isinstance(d, PointerType)
    if op == "addrspacecast":
        return isinstance(s, PointerType) and isinstance(d, PointerType) and s.addrspace != d.addrspace
    if op == "bitcast":
        if isinstance(s, PointerType) or isinstance(d, PointerType):
            return isinstance(s, PointerType) and isinstance(d, PointerType) and s.addrspace == d.addrspace
        return _bitcast_sizes_ok(src, dst)
    return False


def _prim_bits(t: Type) -> int | None:
    if isinstance(t, IntType):
        return t.bits
    if isinstance(t, FloatType):
        return {"half": 16, "bfloat": 16, "float": 32, "double": 64, "x86_fp80": 80, "fp128": 128,
                "ppc_fp128": 128}[t.kind]
    if isinstance(t, VectorType):
        eb = _prim_bits(t.elem)
        return None if eb is None else eb * t.count
    if str(t) == "x86_mmx":
        return 64
    return None


def _bitcast_sizes_ok(a: Type, b: Type) -> bool:
    if isinstance(a, PointerType) or isinstance(b, PointerType) or isinstance(a.scalar_type, PointerType) or isinstance(b.scalar_type, PointerType):
        return (isinstance(a, VectorType) == isinstance(b, VectorType) and isinstance(a.scalar_type, PointerType) and isinstance(b.scalar_type, PointerType)
                and (not isinstance(a, VectorType) or not isinstance(b, VectorType) or a.count == b.count))
    if a.is_aggregate or b.is_aggregate:
        return False
    if isinstance(a, VectorType) and isinstance(b, VectorType) and a.scalable != b.scalable:
        return False
    x, y = _prim_bits(a), _prim_bits(b)
    return x is not None and x == y
