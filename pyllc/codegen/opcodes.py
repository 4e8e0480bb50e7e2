"""The generic SelectionDAG vocabulary (LLVM's ISD::), as signatures.

Opcodes are plain strings (fast to hash, readable in dumps). Value types are strings
too: `i1 i8 i16 i32 i64 i128 f32 f64 f80 f128`, `ch` (chain), `glue`; `ptr` never
appears in a DAG: the builder uses the target's pointer type.

Attributes (`Node.attr`) are documented next to each opcode.
"""
from __future__ import annotations


class Op:
    # ---- leaves ---------------------------------------------------------------
    ENTRY = "EntryToken"          # ch = ENTRY()
    CONSTANT = "Constant"         # vt = CONSTANT()                attr: int (unsigned, masked to vt)
    CONSTANT_FP = "ConstantFP"    # f  = CONSTANT_FP()             attr: int raw bits of the vt's format
    TARGET_CONSTANT = "TargetConstant"  # an immediate that must not be selected into a register
    FRAME_INDEX = "FrameIndex"    # ptr = FRAME_INDEX()            attr: frame object index
    GLOBAL_ADDRESS = "GlobalAddress"    # ptr = GLOBAL_ADDRESS()   attr: (symbol name, offset[, "plt"])
    EXTERNAL_SYMBOL = "ExternalSymbol"  # ptr = EXTERNAL_SYMBOL()  attr: symbol name (libcalls)
    CONSTANT_POOL = "ConstantPool"      # ptr = CONSTANT_POOL()    attr: (label) of a constant-pool entry
    BLOCK_ADDRESS = "BlockAddress"      # ptr = BLOCK_ADDRESS()    attr: MachineBasicBlock
    GOT_ADDRESS = "GotAddress"    # ptr = GOT_ADDRESS()            attr: symbol name; the address of a
                                  # preemptible symbol read from its GOT entry (PIC only)
    TLS_ADDRESS = "TlsAddress"    # ptr = TLS_ADDRESS()            attr: (symbol name, model); the
                                  # address of a thread-local variable in this thread, by
                                  # the access model "le" "ie" "ld" "gd" (codegen/tls.py)
    BASIC_BLOCK = "BasicBlock"    # Other = BASIC_BLOCK()          attr: MachineBasicBlock
    REGISTER = "Register"         # vt = REGISTER()                attr: VReg or physical Reg
    UNDEF = "undef"               # vt = UNDEF()
    CONDCODE = "condcode"         # Other = CONDCODE()             attr: predicate string (eq, slt, oeq...)
    VALUETYPE = "valuetype"       # Other = VALUETYPE()            attr: vt string (for SIGN_EXTEND_INREG)
    JUMP_TABLE = "JumpTable"      # ptr = JUMP_TABLE()             attr: jump table index

    # ---- chains, copies -------------------------------------------------------
    TOKEN_FACTOR = "TokenFactor"  # ch = TOKEN_FACTOR(ch, ch, ...)
    COPY_TO_REG = "CopyToReg"     # ch, glue = COPY_TO_REG(ch, REGISTER, val [, glue])
    COPY_FROM_REG = "CopyFromReg"  # val, ch, glue = COPY_FROM_REG(ch, REGISTER [, glue])
    MERGE_VALUES = "merge_values"  # v0, v1, ... = MERGE_VALUES(v0, v1, ...)

    # ---- memory ---------------------------------------------------------------
    # val, ch = LOAD(ch, ptr)         attr: Mem(mem_vt, ext, align, volatile)
    #   ext: "" (plain), "sext", "zext", "anyext" - the loaded mem_vt widened to the result vt
    LOAD = "load"
    # ch = STORE(ch, val, ptr)        attr: Mem(mem_vt, "", align, volatile); mem_vt narrower = truncating store
    STORE = "store"
    DYNAMIC_STACKALLOC = "dynamic_stackalloc"  # ptr, ch = DYNAMIC_STACKALLOC(ch, size, align CONSTANT)
    STACKSAVE = "stacksave"       # ptr, ch = STACKSAVE(ch)
    STACKRESTORE = "stackrestore"  # ch = STACKRESTORE(ch, ptr)
    VASTART = "vastart"           # ch = VASTART(ch, ptr)
    VAARG = "vaarg"               # val, ch = VAARG(ch, ptr)      attr: align
    VACOPY = "vacopy"             # ch = VACOPY(ch, dst, src)
    VAEND = "vaend"               # ch = VAEND(ch, ptr)
    FENCE = "fence"               # ch = FENCE(ch)                attr: ordering
    ATOMIC_LOAD = "atomic_load"   # val, ch = ATOMIC_LOAD(ch, ptr)       attr: Mem
    ATOMIC_STORE = "atomic_store"  # ch = ATOMIC_STORE(ch, val, ptr)     attr: Mem
    ATOMIC_CMP_SWAP = "atomic_cmp_swap"   # old, ch = (ch, ptr, cmp, new)   attr: Mem
    ATOMIC_RMW = "atomic_rmw"     # old, ch = ATOMIC_RMW(ch, ptr, val)  attr: (operation, Mem)

    # ---- control flow ---------------------------------------------------------
    BR = "br"                     # ch = BR(ch, BASIC_BLOCK)
    BRCOND = "brcond"             # ch = BRCOND(ch, cond, BASIC_BLOCK)   branch if cond != 0
    BR_CC = "br_cc"               # ch = BR_CC(ch, CONDCODE, lhs, rhs, BASIC_BLOCK)
    BR_JT = "br_jt"               # ch = BR_JT(ch, JUMP_TABLE, index)
    BRIND = "brind"               # ch = BRIND(ch, addr)
    TRAP = "trap"                 # ch = TRAP(ch)

    # ---- integer arithmetic ---------------------------------------------------
    ADD = "add"; SUB = "sub"; MUL = "mul"
    SDIV = "sdiv"; UDIV = "udiv"; SREM = "srem"; UREM = "urem"
    MULHS = "mulhs"; MULHU = "mulhu"          # high half of the double-width product
    SMUL_LOHI = "smul_lohi"; UMUL_LOHI = "umul_lohi"  # lo, hi = (a, b)
    SDIVREM = "sdivrem"; UDIVREM = "udivrem"  # quot, rem = (a, b)
    AND = "and"; OR = "or"; XOR = "xor"
    SHL = "shl"; SRA = "sra"; SRL = "srl"; ROTL = "rotl"; ROTR = "rotr"
    SHL_PARTS = "shl_parts"; SRA_PARTS = "sra_parts"; SRL_PARTS = "srl_parts"  # lo, hi = (lo, hi, amt)
    CTPOP = "ctpop"; CTLZ = "ctlz"; CTTZ = "cttz"; BSWAP = "bswap"; BITREVERSE = "bitreverse"
    SMIN = "smin"; SMAX = "smax"; UMIN = "umin"; UMAX = "umax"; ABS = "abs"
    # carries: sum, carry = UADDO(a, b); sum, carry = ADDCARRY(a, b, carry_in) (also SUB forms)
    UADDO = "uaddo"; USUBO = "usubo"; SADDO = "saddo"; SSUBO = "ssubo"
    UMULO = "umulo"; SMULO = "smulo"
    ADDCARRY = "addcarry"; SUBCARRY = "subcarry"

    # ---- conversions ----------------------------------------------------------
    SIGN_EXTEND = "sign_extend"; ZERO_EXTEND = "zero_extend"; ANY_EXTEND = "any_extend"
    TRUNCATE = "truncate"
    SIGN_EXTEND_INREG = "sign_extend_inreg"   # vt = (val, VALUETYPE narrow)
    BITCAST = "bitcast"
    BUILD_PAIR = "build_pair"                 # wide = BUILD_PAIR(lo, hi)
    EXTRACT_ELEMENT = "extract_element"       # half = EXTRACT_ELEMENT(wide, CONSTANT 0|1)  0 = low
    FP_EXTEND = "fp_extend"; FP_ROUND = "fp_round"
    FP_TO_SINT = "fp_to_sint"; FP_TO_UINT = "fp_to_uint"
    SINT_TO_FP = "sint_to_fp"; UINT_TO_FP = "uint_to_fp"

    # ---- compare, select ------------------------------------------------------
    SETCC = "setcc"               # i = SETCC(lhs, rhs, CONDCODE)  result 0/1 in the result vt
    SELECT = "select"             # v = SELECT(cond, a, b)
    SELECT_CC = "select_cc"       # v = SELECT_CC(lhs, rhs, a, b, CONDCODE)

    # ---- floating point -------------------------------------------------------
    FADD = "fadd"; FSUB = "fsub"; FMUL = "fmul"; FDIV = "fdiv"; FREM = "frem"
    FNEG = "fneg"; FABS = "fabs"; FSQRT = "fsqrt"; FMA = "fma"; FCOPYSIGN = "fcopysign"
    FMINNUM = "fminnum"; FMAXNUM = "fmaxnum"
    FFLOOR = "ffloor"; FCEIL = "fceil"; FTRUNC = "ftrunc"; FROUND = "fround"; FRINT = "frint"

    # ---- 128-bit vectors (isel/build_vector.py; only on targets with Target.vector_ops)
    # wide = VSEXT_LO(v): the low half of v's lanes, each sign-/zero-extended to twice its
    # width (v4i32 -> v2i64); _HI: the high half. The source may be a 64-bit load whose
    # value fills the low half (LOAD of a 128-bit vt with a 64-bit Mem).
    VSEXT_LO = "vsext_lo"; VSEXT_HI = "vsext_hi"; VZEXT_LO = "vzext_lo"; VZEXT_HI = "vzext_hi"
    VREDUCE_ADD = "vreduce_add"   # scalar = VREDUCE_ADD(v): the sum of the lanes (wrapping)
    VZERO = "vzero"               # v = VZERO(): all lanes zero (Target.vector_ops["zero"])
    # v = VTRUNC_PACK(lo, hi): the lanes of lo then hi, each truncated to half its width
    # (v8i16, v8i16 -> v16i8); requires every lane to fit the narrow lane unsigned
    # (isel/build_vector_divrem.py masks those it cannot prove), so a saturating pack is exact
    VTRUNC_PACK = "vtrunc_pack"
    # v = SCALAR_TO_VECTOR(s): lane 0 is scalar s, the other lanes undefined (LLVM's);
    # v = VBUILD(v0, v1, ...): lane i is lane 0 of vi (isel/build_vector_lanes.py)
    SCALAR_TO_VECTOR = "scalar_to_vector"
    VBUILD = "vbuild"

    # ---- calls ----------------------------------------------------------------
    # A call is built by isel/calls.py as: CALLSEQ_START, COPY_TO_REG of arguments
    # (glued), a target CALL node `ch, glue = CALL(ch, callee, REGISTER args..., glue)`
    # attr: CallInfo, then COPY_FROM_REG of results (glued), CALLSEQ_END.
    CALLSEQ_START = "callseq_start"   # ch = (ch)   attr: outgoing stack bytes
    CALLSEQ_END = "callseq_end"       # ch, glue = (ch [, glue])
    CALL = "call"                     # ch, glue = CALL(ch, callee, regs..., [glue])  attr: CallInfo
    RET = "ret"                       # ch = RET(ch, REGISTER results..., [glue])
    # ch = INLINEASM(ch)  attr: (InlineAsmInstr, ops, copies in, copies out); its inputs
    # and outputs travel through the virtual registers of `ops` (isel/build_asm.py)
    INLINEASM = "inlineasm"


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
