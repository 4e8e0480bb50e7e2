"""The generic SelectionDAG vocabulary (LLVM's ISD::), as signatures.

Opcodes are plain strings (fast to hash, readable in dumps). Value types are strings
too: `i1 i8 i16 i32 i64 i128 f32 f64 f80 f128`, `ch` (chain), `glue`; `ptr` never
appears in a DAG: the builder uses the target's pointer type.

Attributes (`Node.attr`) are documented next to each opcode.
"""
from __future__ import annotations

from typing import Final


class Op:
    # ---- leaves ---------------------------------------------------------------
    ENTRY: Final = "EntryToken"          # ch = ENTRY()
    CONSTANT: Final = "Constant"         # vt = CONSTANT()                attr: int (unsigned, masked to vt)
    CONSTANT_FP: Final = "ConstantFP"    # f  = CONSTANT_FP()             attr: int raw bits of the vt's format
    TARGET_CONSTANT: Final = "TargetConstant"  # an immediate that must not be selected into a register
    FRAME_INDEX: Final = "FrameIndex"    # ptr = FRAME_INDEX()            attr: frame object index
    GLOBAL_ADDRESS: Final = "GlobalAddress"    # ptr = GLOBAL_ADDRESS()   attr: (symbol name, offset[, "plt"])
    EXTERNAL_SYMBOL: Final = "ExternalSymbol"  # ptr = EXTERNAL_SYMBOL()  attr: symbol name (libcalls)
    CONSTANT_POOL: Final = "ConstantPool"      # ptr = CONSTANT_POOL()    attr: (label) of a constant-pool entry
    BLOCK_ADDRESS: Final = "BlockAddress"      # ptr = BLOCK_ADDRESS()    attr: MachineBasicBlock
    GOT_ADDRESS: Final = "GotAddress"  # ptr = GOT_ADDRESS()            attr: symbol name; the address of a
                                  # preemptible symbol read from its GOT entry (PIC only)
    TLS_ADDRESS: Final = "TlsAddress"  # ptr = TLS_ADDRESS()            attr: (symbol name, model); the
                                  # address of a thread-local variable in this thread, by
                                  # the access model "le" "ie" "ld" "gd" (codegen/tls.py)
    BASIC_BLOCK: Final = "BasicBlock"    # Other = BASIC_BLOCK()          attr: MachineBasicBlock
    REGISTER: Final = "Register"         # vt = REGISTER()                attr: VReg or physical Reg
    UNDEF: Final = "undef"               # vt = UNDEF()
    CONDCODE: Final = "condcode"         # Other = CONDCODE()             attr: predicate string (eq, slt, oeq...)
    VALUETYPE: Final = "valuetype"       # Other = VALUETYPE()            attr: vt string (for SIGN_EXTEND_INREG)
    JUMP_TABLE: Final = "JumpTable"      # ptr = JUMP_TABLE()             attr: jump table index

    # ---- chains, copies -------------------------------------------------------
    TOKEN_FACTOR: Final = "TokenFactor"  # ch = TOKEN_FACTOR(ch, ch, ...)
    COPY_TO_REG: Final = "CopyToReg"     # ch, glue = COPY_TO_REG(ch, REGISTER, val [, glue])
    COPY_FROM_REG: Final = "CopyFromReg"  # val, ch, glue = COPY_FROM_REG(ch, REGISTER [, glue])
    MERGE_VALUES: Final = "merge_values"  # v0, v1, ... = MERGE_VALUES(v0, v1, ...)

    # ---- memory ---------------------------------------------------------------
    # val, ch = LOAD(ch, ptr)         attr: Mem(mem_vt, ext, align, volatile)
    #   ext: "" (plain), "sext", "zext", "anyext" - the loaded mem_vt widened to the result vt
    LOAD: Final = "load"
    # ch = STORE(ch, val, ptr)        attr: Mem(mem_vt, "", align, volatile); mem_vt narrower = truncating store
    STORE: Final = "store"
    DYNAMIC_STACKALLOC: Final = "dynamic_stackalloc"  # ptr, ch = DYNAMIC_STACKALLOC(ch, size, align CONSTANT)
    STACKSAVE: Final = "stacksave"       # ptr, ch = STACKSAVE(ch)
    STACKRESTORE: Final = "stackrestore"  # ch = STACKRESTORE(ch, ptr)
    VASTART: Final = "vastart"           # ch = VASTART(ch, ptr)
    VAARG: Final = "vaarg"               # val, ch = VAARG(ch, ptr)      attr: align
    VACOPY: Final = "vacopy"             # ch = VACOPY(ch, dst, src)
    VAEND: Final = "vaend"               # ch = VAEND(ch, ptr)
    FENCE: Final = "fence"               # ch = FENCE(ch)                attr: ordering
    ATOMIC_LOAD: Final = "atomic_load"   # val, ch = ATOMIC_LOAD(ch, ptr)       attr: Mem
    ATOMIC_STORE: Final = "atomic_store"  # ch = ATOMIC_STORE(ch, val, ptr)     attr: Mem
    ATOMIC_CMP_SWAP: Final = "atomic_cmp_swap"   # old, ch = (ch, ptr, cmp, new)   attr: Mem
    ATOMIC_RMW: Final = "atomic_rmw"     # old, ch = ATOMIC_RMW(ch, ptr, val)  attr: (operation, Mem)

    # ---- control flow ---------------------------------------------------------
    BR: Final = "br"                     # ch = BR(ch, BASIC_BLOCK)
    BRCOND: Final = "brcond"             # ch = BRCOND(ch, cond, BASIC_BLOCK)   branch if cond != 0
    BR_CC: Final = "br_cc"               # ch = BR_CC(ch, CONDCODE, lhs, rhs, BASIC_BLOCK)
    BR_JT: Final = "br_jt"               # ch = BR_JT(ch, JUMP_TABLE, index)
    BRIND: Final = "brind"               # ch = BRIND(ch, addr)
    TRAP: Final = "trap"                 # ch = TRAP(ch)

    # ---- integer arithmetic ---------------------------------------------------
    ADD: Final = "add"
    SUB: Final = "sub"
    MUL: Final = "mul"
    SDIV: Final = "sdiv"
    UDIV: Final = "udiv"
    SREM: Final = "srem"
    UREM: Final = "urem"
    MULHS: Final = "mulhs"  # high half of the double-width product
    MULHU: Final = "mulhu"
    SMUL_LOHI: Final = "smul_lohi"  # lo, hi = (a, b)
    UMUL_LOHI: Final = "umul_lohi"
    SDIVREM: Final = "sdivrem"  # quot, rem = (a, b)
    UDIVREM: Final = "udivrem"
    AND: Final = "and"
    OR: Final = "or"
    XOR: Final = "xor"
    SHL: Final = "shl"
    SRA: Final = "sra"
    SRL: Final = "srl"
    ROTL: Final = "rotl"
    ROTR: Final = "rotr"
    SHL_PARTS: Final = "shl_parts"  # lo, hi = (lo, hi, amt)
    SRA_PARTS: Final = "sra_parts"
    SRL_PARTS: Final = "srl_parts"
    CTPOP: Final = "ctpop"
    CTLZ: Final = "ctlz"
    CTTZ: Final = "cttz"
    BSWAP: Final = "bswap"
    BITREVERSE: Final = "bitreverse"
    SMIN: Final = "smin"
    SMAX: Final = "smax"
    UMIN: Final = "umin"
    UMAX: Final = "umax"
    ABS: Final = "abs"
    # carries: sum, carry = UADDO(a, b); sum, carry = ADDCARRY(a, b, carry_in) (also SUB forms)
    UADDO: Final = "uaddo"
    USUBO: Final = "usubo"
    SADDO: Final = "saddo"
    SSUBO: Final = "ssubo"
    UMULO: Final = "umulo"
    SMULO: Final = "smulo"
    ADDCARRY: Final = "addcarry"
    SUBCARRY: Final = "subcarry"

    # ---- conversions ----------------------------------------------------------
    SIGN_EXTEND: Final = "sign_extend"
    ZERO_EXTEND: Final = "zero_extend"
    ANY_EXTEND: Final = "any_extend"
    TRUNCATE: Final = "truncate"
    SIGN_EXTEND_INREG: Final = "sign_extend_inreg"   # vt = (val, VALUETYPE narrow)
    BITCAST: Final = "bitcast"
    BUILD_PAIR: Final = "build_pair"                 # wide = BUILD_PAIR(lo, hi)
    EXTRACT_ELEMENT: Final = "extract_element"       # half = EXTRACT_ELEMENT(wide, CONSTANT 0|1)  0 = low
    FP_EXTEND: Final = "fp_extend"
    FP_ROUND: Final = "fp_round"
    FP_TO_SINT: Final = "fp_to_sint"
    FP_TO_UINT: Final = "fp_to_uint"
    SINT_TO_FP: Final = "sint_to_fp"
    UINT_TO_FP: Final = "uint_to_fp"

    # ---- compare, select ------------------------------------------------------
    SETCC: Final = "setcc"               # i = SETCC(lhs, rhs, CONDCODE)  result 0/1 in the result vt
    SELECT: Final = "select"             # v = SELECT(cond, a, b)
    SELECT_CC: Final = "select_cc"       # v = SELECT_CC(lhs, rhs, a, b, CONDCODE)

    # ---- floating point -------------------------------------------------------
    FADD: Final = "fadd"
    FSUB: Final = "fsub"
    FMUL: Final = "fmul"
    FDIV: Final = "fdiv"
    FREM: Final = "frem"
    FNEG: Final = "fneg"
    FABS: Final = "fabs"
    FSQRT: Final = "fsqrt"
    FMA: Final = "fma"
    FCOPYSIGN: Final = "fcopysign"
    FMINNUM: Final = "fminnum"
    FMAXNUM: Final = "fmaxnum"
    FFLOOR: Final = "ffloor"
    FCEIL: Final = "fceil"
    FTRUNC: Final = "ftrunc"
    FROUND: Final = "fround"
    FRINT: Final = "frint"

    # ---- 128-bit vectors (isel/build_vector.py; only on targets with Target.vector_ops)
    # wide = VSEXT_LO(v): the low half of v's lanes, each sign-/zero-extended to twice its
    # width (v4i32 -> v2i64); _HI: the high half. The source may be a 64-bit load whose
    # value fills the low half (LOAD of a 128-bit vt with a 64-bit Mem).
    VSEXT_LO: Final = "vsext_lo"
    VSEXT_HI: Final = "vsext_hi"
    VZEXT_LO: Final = "vzext_lo"
    VZEXT_HI: Final = "vzext_hi"
    VREDUCE_ADD: Final = "vreduce_add"   # scalar = VREDUCE_ADD(v): the sum of the lanes (wrapping)
    VZERO: Final = "vzero"               # v = VZERO(): all lanes zero (Target.vector_ops["zero"])
    # v = VTRUNC_PACK(lo, hi): the lanes of lo then hi, each truncated to half its width
    # (v8i16, v8i16 -> v16i8); requires every lane to fit the narrow lane unsigned
    # (isel/build_vector_divrem.py masks those it cannot prove), so a saturating pack is exact
    VTRUNC_PACK: Final = "vtrunc_pack"
    # v = SCALAR_TO_VECTOR(s): lane 0 is scalar s, the other lanes undefined (LLVM's);
    # v = VBUILD(v0, v1, ...): lane i is lane 0 of vi (isel/build_vector_lanes.py)
    SCALAR_TO_VECTOR: Final = "scalar_to_vector"
    VBUILD: Final = "vbuild"

    # ---- calls ----------------------------------------------------------------
    # A call is built by isel/calls.py as: CALLSEQ_START, COPY_TO_REG of arguments
    # (glued), a target CALL node `ch, glue = CALL(ch, callee, REGISTER args..., glue)`
    # attr: CallInfo, then COPY_FROM_REG of results (glued), CALLSEQ_END.
    CALLSEQ_START: Final = "callseq_start"   # ch = (ch)   attr: outgoing stack bytes
    CALLSEQ_END: Final = "callseq_end"       # ch, glue = (ch [, glue])
    CALL: Final = "call"                     # ch, glue = CALL(ch, callee, regs..., [glue])  attr: CallInfo
    RET: Final = "ret"                       # ch = RET(ch, REGISTER results..., [glue])
    # ch = INLINEASM(ch)  attr: (InlineAsmInstr, ops, copies in, copies out); its inputs
    # and outputs travel through the virtual registers of `ops` (isel/build_asm.py)
    INLINEASM: Final = "inlineasm"


INT_VTS = ("i1", "i8", "i16", "i32", "i64", "i128")
FP_VTS = ("f16", "f32", "f64", "f80", "f128")


def vt_bits(vt: str) -> int:
    """Width in bits of a value type (`i32` -> 32, `f64` -> 64; vectors: `v4i32` -> 128)."""
    if vt[0] == "v" and not vt[1:].isdigit():
        for e in ("i", "f"):
            if e in vt:
                n, b = vt[1:].split(e)
                return int(n) * int(b)
    return int(vt[1:])


def is_int_vt(vt: str) -> bool:
    return vt[0] == "i"


def is_fp_vt(vt: str) -> bool:
    return vt[0] == "f"


def int_vt(bits: int) -> str:
    return f"i{bits}"


# Side-effect-free binary operations whose operands may be swapped.
COMMUTATIVE = frozenset({Op.ADD, Op.MUL, Op.AND, Op.OR, Op.XOR, Op.MULHS, Op.MULHU,
                         Op.FADD, Op.FMUL, Op.SMIN, Op.SMAX, Op.UMIN, Op.UMAX})

# Predicates (shared by integer and float compares, as LLVM's ISD::CondCode: the operand
# type decides whether `ult` means unsigned-less or unordered-or-less) swapped / inverted.
SWAP_CC = {"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
           "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule",
           "oeq": "oeq", "one": "one", "olt": "ogt", "ogt": "olt", "ole": "oge", "oge": "ole",
           "ueq": "ueq", "une": "une", "ord": "ord", "uno": "uno", "true": "true", "false": "false"}
INVERT_INT_CC = {"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sgt": "sle", "sle": "sgt",
                 "ult": "uge", "uge": "ult", "ugt": "ule", "ule": "ugt"}
INVERT_FP_CC = {"oeq": "une", "une": "oeq", "one": "ueq", "ueq": "one", "olt": "uge", "uge": "olt",
                "ole": "ugt", "ugt": "ole", "ogt": "ule", "ule": "ogt", "oge": "ult", "ult": "oge",
                "ord": "uno", "uno": "ord", "true": "false", "false": "true"}


# The operations of `atomicrmw` (LangRef), for per-operation legalization actions
# (`("atomic_rmw:<operation>:<memory type>", vt)`).
RMW_OPERATIONS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax",
                  "umin", "fadd", "fsub", "fmax", "fmin")
