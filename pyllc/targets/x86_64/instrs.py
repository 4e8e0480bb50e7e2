"""x86-64 instruction records: one `Instr` per (mnemonic, operand form) (STYLE.md A.1),
named as LLVM's X86 `.td` names them (`ADD64rr`, `ADD64ri32`, `MOV32rm`, `SETCCr` ...).

References: Intel SDM vol. 2 (instruction set reference) for semantics and flags; the
AT&T spellings are those GNU `as` and llc print (`movzbl`, `movslq`, `cqto`, `cltd`).

Operand conventions (read by the selector, the printer, regalloc and frame lowering):
- operands are stored defs first. Two-address instructions name their first source
  `src1`, tied to `dst` (`tied=(("dst", "src1"),)`): regalloc/two_address.py copies
  src1 into dst first, so the printed text shows only `dst`.
- templates are AT&T (`$$` prints `$`): `addq %${src2}, %${dst}`; register names are
  stored without `%`. Each register operand's *class* chooses the printed view
  (GR32 -> `eax`, GR8 -> `al`), whatever class the virtual register itself has.
- memory: every memory instruction exists in three forms made by `mem_forms`
      <NAME>       base + disp                 `${disp}(%${base})`
      <NAME>_x     base + index*scale + disp   `${disp}(%${base},%${index},${scale})`
      <NAME>_rip   symbol, RIP-relative        `${sym}(%rip)`  (R_X86_64_PC32)
      <NAME>_ms    symbol + base               `${sym}(%${base})`                  (R_X86_64_32S)
      <NAME>_xs    symbol + base + index*scale `${sym}(%${base},%${index},${scale})` (32S)
  The two absolute-symbol forms are for the static relocation model with the small code
  model only (ABI 3.5.1: every symbol lies in the low 2 GiB, so its address is a signed
  32-bit displacement), as llc selects them; PIC code never uses them.
  `base` may hold a `FrameIndex` until frame lowering, which replaces it with rsp/rbp
  and adds the object's offset to `disp`. The operands are (base[, index, scale], disp)
  or (sym), placed first among the uses.
- flags: EFLAGS is an implicit def of every instruction that changes it and an
  implicit use of jcc/setcc/cmovcc, so the flag dependency is visible to liveness.
- condition codes are CONDCODE operands holding the x86 suffix (`e ne l ge b a p np`)
  printed into the mnemonic: `set${cc}`, `j${cc}`, `cmov${cc}q`.
"""
from __future__ import annotations

from typing import Any

from pyllc.codegen.records import CONDCODE, LABEL, SYMBOL, Custom_Imm, Instr, Opnd, SImm, UImm
from pyllc.targets.x86_64.registers import (
    EFLAGS,
    FR32,
    FR64,
    GR8,
    GR16,
    GR32,
    GR64,
    RAX,
    RCX,
    RDX,
    RSP,
    VR128,
    Z32,
)

IMM8 = SImm(8)
IMM16 = SImm(16)
IMM32 = SImm(32)
IMM64 = SImm(64)
DISP32 = SImm(32)
SHAMT5, SHAMT6 = UImm(5), UImm(6)
SCALE = Custom_Imm("scale", lambda v: v in (1, 2, 4, 8))

INSTRS: dict[str, Instr] = {}
# Instr name -> byte size of the immediate that *follows* a memory operand in the
# encoding (the PC32 fixup of a RIP-relative operand is then not at the very end).
TRAILING_IMM: dict[str, int] = {}
# Instr name -> (base name, form) for memory instructions: form in "m", "x", "rip",
# "ms", "xs".
MEM_FORM: dict[str, tuple[str, str]] = {}

_F = EFLAGS


def _add(i: Instr) -> Instr:
    assert i.name not in INSTRS, i.name
    INSTRS[i.name] = i
    return i


def _d(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind, True)


def _u(name: str, kind: Any) -> Opnd:
    return Opnd(name, kind)


def _fl(*names: str) -> frozenset[str]:
    return frozenset(names)


def _instr(name: str, asm: str, ops: tuple = (), flags: frozenset = frozenset(),
           defs: tuple = (), uses: tuple = (), tied: tuple = (), size: int = 4) -> Instr:
    return _add(Instr(name, asm, ops, flags, defs, uses, tied, size=size))


# --------------------------------------------------------------------------- memory forms

MEM_M = "${disp}(%${base})"
MEM_X = "${disp}(%${base},%${index},${scale})"
MEM_RIP = "${sym}(%rip)"
MEM_MS = "${sym}(%${base})"
MEM_XS = "${sym}(%${base},%${index},${scale})"


def mem_forms(name: str, asm: str, defs: tuple = (), uses: tuple = (),
              flags: frozenset = frozenset(), idefs: tuple = (), iuses: tuple = (),
              tied: tuple = (), imm_bytes: int = 0) -> dict[str, Instr]:
    """The five addressing forms of one memory instruction; `asm` has `{mem}` where
    the memory operand goes. Operands: defs, then the memory operand, then `uses`."""
    out = {}
    for form, mem, mops in (
            ("m", MEM_M, (_u("base", GR64), _u("disp", DISP32))),
            ("x", MEM_X, (_u("base", GR64), _u("index", GR64), _u("scale", SCALE),
                          _u("disp", DISP32))),
            ("rip", MEM_RIP, (_u("sym", SYMBOL),)),
            ("ms", MEM_MS, (_u("base", GR64), _u("sym", SYMBOL))),
            ("xs", MEM_XS, (_u("base", GR64), _u("index", GR64), _u("scale", SCALE),
                            _u("sym", SYMBOL)))):
        n = name if form == "m" else f"{name}_{form}"
        out[form] = _add(Instr(n, asm.replace("{mem}", mem), (*defs, *mops, *uses), flags, idefs,
                               iuses, tied, size=8))
        MEM_FORM[n] = (name, form)
        if imm_bytes:
            TRAILING_IMM[n] = imm_bytes
    return out


MEM: dict[str, dict[str, Instr]] = {}     # base name -> {"m": ..., "x": ..., "rip": ...}


def _mem(name: str, *args: Any, **kw: Any) -> dict[str, Instr]:
    forms = mem_forms(name, *args, **kw)
    MEM[name] = forms
    return forms


# --------------------------------------------------------------------------- integer ALU
# SDM vol. 2: ADD, SUB, AND, OR, XOR, CMP, TEST ("Flags Affected": OF SF ZF AF CF PF).
_SFX = {8: "b", 16: "w", 32: "l", 64: "q"}
_GR = {8: GR8, 16: GR16, 32: GR32, 64: GR64}
_IMM = {8: IMM8, 16: IMM16, 32: IMM32, 64: IMM32}   # 64-bit ALU immediates: imm32 sign-extended


def alu(mn: str, commutable: bool = False) -> None:
    """`dst = dst op src2` register and immediate forms, 32 and 64 bits."""
    for w in (32, 64):
        s, cls = _SFX[w], _GR[w]
        fl = _fl("commutable") if commutable else _fl()
        _instr(f"{mn.upper()}{w}rr", f"{mn}{s} %${{src2}}, %${{dst}}",
               (_d("dst", cls), _u("src1", cls), _u("src2", cls)), fl, (_F,),
               tied=(("dst", "src1"),))
        _instr(f"{mn.upper()}{w}ri", f"{mn}{s} $$${{imm}}, %${{dst}}",
               (_d("dst", cls), _u("src1", cls), _u("imm", _IMM[w])), _fl(), (_F,),
               tied=(("dst", "src1"),))
        _mem(f"{mn.upper()}{w}rm", f"{mn}{s} {{mem}}, %${{dst}}", defs=(_d("dst", cls),),
             uses=(_u("src1", cls),), flags=_fl("load"), idefs=(_F,),
             tied=(("dst", "src1"),))
        # read-modify-write of memory: [mem] = [mem] op src / op imm8 (the 83 /n ib
        # encoding, which GNU as picks for any immediate that fits a signed byte)
        _mem(f"{mn.upper()}{w}mr", f"{mn}{s} %${{src}}, {{mem}}", uses=(_u("src", cls),),
             flags=_fl("load", "store"), idefs=(_F,))
        _mem(f"{mn.upper()}{w}mi8", f"{mn}{s} $$${{imm}}, {{mem}}", uses=(_u("imm", IMM8),),
             flags=_fl("load", "store"), idefs=(_F,), imm_bytes=1)


for _mn, _comm in (("add", True), ("sub", False), ("and", True), ("or", True), ("xor", True)):
    alu(_mn, _comm)

# SDM "CMP": memory against an immediate (the flags of [mem] - imm; 64 bits: imm32
# sign-extended), the compare of a loaded value with a constant in one instruction. An
# immediate in [-128, 128) is encoded as imm8 (83 /7 ib) by every assembler, so it has
# its own record (`mi8`): the bytes after a symbol's disp32 must be known for its fixup.
for _w in (8, 16, 32, 64):
    _mem(f"CMP{_w}mi", f"cmp{_SFX[_w]} $$${{imm}}, {{mem}}", uses=(_u("imm", _IMM[_w]),),
         flags=_fl("load"), idefs=(_F,), imm_bytes=min(_w, 32) // 8)
    if _w > 8:
        _mem(f"CMP{_w}mi8", f"cmp{_SFX[_w]} $$${{imm}}, {{mem}}", uses=(_u("imm", IMM8),),
             flags=_fl("load"), idefs=(_F,), imm_bytes=1)

for _w in (32, 64):
    _s, _c = _SFX[_w], _GR[_w]
    _instr(f"CMP{_w}rr", f"cmp{_s} %${{src2}}, %${{src1}}", (_u("src1", _c), _u("src2", _c)),
           defs=(_F,))
    _instr(f"CMP{_w}ri", f"cmp{_s} $$${{imm}}, %${{src1}}", (_u("src1", _c), _u("imm", _IMM[_w])),
           defs=(_F,))
    _instr(f"TEST{_w}rr", f"test{_s} %${{src2}}, %${{src1}}", (_u("src1", _c), _u("src2", _c)),
           _fl("commutable"), defs=(_F,))
    _instr(f"TEST{_w}ri", f"test{_s} $$${{imm}}, %${{src1}}", (_u("src1", _c), _u("imm", _IMM[_w])),
           defs=(_F,))
    _mem(f"CMP{_w}rm", f"cmp{_s} {{mem}}, %${{src1}}", uses=(_u("src1", _c),),
         flags=_fl("load"), idefs=(_F,))
    # SDM "IMUL": two- and three-operand forms (low half only, any signedness)
    _instr(f"IMUL{_w}rr", f"imul{_s} %${{src2}}, %${{dst}}",
           (_d("dst", _c), _u("src1", _c), _u("src2", _c)), _fl("commutable"), (_F,),
           tied=(("dst", "src1"),))
    _instr(f"IMUL{_w}rri", f"imul{_s} $$${{imm}}, %${{src}}, %${{dst}}",
           (_d("dst", _c), _u("src", _c), _u("imm", IMM32)), defs=(_F,))
    # SDM "NEG", "NOT" (NOT leaves the flags alone)
    _instr(f"NEG{_w}r", f"neg{_s} %${{dst}}", (_d("dst", _c), _u("src1", _c)), defs=(_F,),
           tied=(("dst", "src1"),))
    _instr(f"NOT{_w}r", f"not{_s} %${{dst}}", (_d("dst", _c), _u("src1", _c)),
           tied=(("dst", "src1"),))
    # SDM "INC", "DEC" (CF unchanged, the other flags written): only made by
    # fixup_lea.py where EFLAGS is dead, as llc's X86FixupLEAs does
    for _op in ("INC", "DEC"):
        _instr(f"{_op}{_w}r", f"{_op.lower()}{_s} %${{dst}}", (_d("dst", _c), _u("src1", _c)),
               defs=(_F,), tied=(("dst", "src1"),))
    # SDM "SAL/SAR/SHL/SHR", "ROL/ROR": by an immediate, or by CL
    _amt = SHAMT5 if _w == 32 else SHAMT6
    for _op in ("shl", "shr", "sar", "rol", "ror"):
        _instr(f"{_op.upper()}{_w}ri", f"{_op}{_s} $$${{imm}}, %${{dst}}",
               (_d("dst", _c), _u("src1", _c), _u("imm", _amt)), defs=(_F,),
               tied=(("dst", "src1"),))
        _instr(f"{_op.upper()}{_w}rCL", f"{_op}{_s} %cl, %${{dst}}",
               (_d("dst", _c), _u("src1", _c)), defs=(_F,), uses=(RCX,),
               tied=(("dst", "src1"),))
    # SDM "DIV", "IDIV": RDX:RAX / src -> RAX quotient, RDX remainder; "MUL"/"IMUL"
    # one-operand: RDX:RAX = RAX * src.
    for _op in ("div", "idiv"):
        _instr(f"{_op.upper()}{_w}r", f"{_op}{_s} %${{src}}", (_u("src", _c),), _fl("side_effects"),
               defs=(RAX, RDX, _F), uses=(RAX, RDX))
    for _op in ("mul", "imul"):
        _instr(f"{_op.upper()}{_w}r_wide", f"{_op}{_s} %${{src}}", (_u("src", _c),),
               defs=(RAX, RDX, _F), uses=(RAX,))
    # SDM "BSWAP"
    _instr(f"BSWAP{_w}r", f"bswap{_s} %${{dst}}", (_d("dst", _c), _u("src1", _c)),
           tied=(("dst", "src1"),))
    # POPCNT / LZCNT (ABM) / TZCNT (BMI1): only selected with the -mattr feature
    for _op, _feat in (("popcnt", "popcnt"), ("lzcnt", "lzcnt"), ("tzcnt", "bmi")):
        _instr(f"{_op.upper()}{_w}rr", f"{_op}{_s} %${{src}}, %${{dst}}",
               (_d("dst", _c), _u("src", _c)), _fl(f"ext:{_feat}"), defs=(_F,))
    # SDM "CMOVcc" (reads the flags; dst = cc ? src2 : dst)
    _instr(f"CMOV{_w}rr", f"cmov${{cc}}{_s} %${{src2}}, %${{dst}}",
           (_d("dst", _c), _u("src1", _c), _u("src2", _c), _u("cc", CONDCODE)),
           uses=(_F,), tied=(("dst", "src1"),))

# SDM "CWD/CDQ/CQO": sign-extend RAX into RDX before idiv
CLTD = _instr("CLTD", "cltd", (), defs=(RDX,), uses=(RAX,), size=1)
CQTO = _instr("CQTO", "cqto", (), defs=(RDX,), uses=(RAX,), size=2)

# --------------------------------------------------------------------------- moves
MOV32rr = _instr("MOV32rr", "movl %${src}, %${dst}", (_d("dst", GR32), _u("src", GR32)),
                 _fl("move"))
MOV64rr = _instr("MOV64rr", "movq %${src}, %${dst}", (_d("dst", GR64), _u("src", GR64)),
                 _fl("move"))
MOV32ri = _instr("MOV32ri", "movl $$${imm}, %${dst}", (_d("dst", GR32), _u("imm", IMM32)))
# movl $imm, %e.. zero-extends into the 64-bit register (SDM 3.4.1.1)
MOV64ri_z32 = _instr("MOV64ri_z32", "movl $$${imm}, %${dst}", (_d("dst", Z32), _u("imm", UImm(32))))
# a symbol's address as a zero-extended imm32 (R_X86_64_32): the static relocation model
# with the small code model puts every symbol in the low 2 GiB (ABI 3.5.1), as llc-16's
# `movl $sym, %edi` (5 bytes, against 7 for `leaq sym(%rip)`)
MOV64ri_sym32 = _instr("MOV64ri_sym32", "movl $$${sym}, %${dst}", (_d("dst", Z32), _u("sym", SYMBOL)))
MOV64ri32 = _instr("MOV64ri32", "movq $$${imm}, %${dst}", (_d("dst", GR64), _u("imm", IMM32)))
MOV64ri = _instr("MOV64ri", "movabsq $$${imm}, %${dst}", (_d("dst", GR64), _u("imm", IMM64)),
                 size=10)
# xor reg, reg: the zero idiom (writes the flags)
MOV32r0 = _instr("MOV32r0", "xorl %${dst}, %${dst}", (_d("dst", GR32),), defs=(_F,))
MOV64r0 = _instr("MOV64r0", "xorl %${dst}, %${dst}", (_d("dst", Z32),), defs=(_F,))

# SDM "MOVZX", "MOVSX/MOVSXD" register forms; (name, mnemonic, dst class, src class)
_EXT_RR = (
    ("MOVZX32rr8", "movzbl", GR32, GR8), ("MOVZX32rr16", "movzwl", GR32, GR16),
    ("MOVSX32rr8", "movsbl", GR32, GR8), ("MOVSX32rr16", "movswl", GR32, GR16),
    ("MOVSX64rr8", "movsbq", GR64, GR8), ("MOVSX64rr16", "movswq", GR64, GR16),
    ("MOVSX64rr32", "movslq", GR64, GR32),
    ("MOVZX64rr8", "movzbl", Z32, GR8), ("MOVZX64rr16", "movzwl", Z32, GR16),
    ("MOVZX64rr32", "movl", Z32, GR32),
)
for _n, _mn, _dc, _sc in _EXT_RR:
    _instr(_n, f"{_mn} %${{src}}, %${{dst}}", (_d("dst", _dc), _u("src", _sc)))

# loads: (name, mnemonic, dst class)
_LOADS = (
    ("MOV32rm", "movl", GR32), ("MOV64rm", "movq", GR64),
    ("MOVZX32rm8", "movzbl", GR32), ("MOVZX32rm16", "movzwl", GR32),
    ("MOVSX32rm8", "movsbl", GR32), ("MOVSX32rm16", "movswl", GR32),
    ("MOVSX64rm8", "movsbq", GR64), ("MOVSX64rm16", "movswq", GR64),
    ("MOVSX64rm32", "movslq", GR64),
    ("MOVZX64rm8", "movzbl", Z32), ("MOVZX64rm16", "movzwl", Z32), ("MOVZX64rm32", "movl", Z32),
    ("MOVSSrm", "movss", FR32), ("MOVSDrm", "movsd", FR64),
    ("MOVUPSrm", "movups", VR128),       # fp128: unaligned, so any slot or pointer will do
    ("LEA64r", "leaq", GR64), ("LEA32r", "leal", GR32),
)
for _n, _mn, _dc in _LOADS:
    _mem(_n, f"{_mn} {{mem}}, %${{dst}}", defs=(_d("dst", _dc),),
         flags=_fl() if _n.startswith("LEA") else _fl("load"))

# stores: register and immediate sources
for _w in (8, 16, 32, 64):
    _s = _SFX[_w]
    _mem(f"MOV{_w}mr", f"mov{_s} %${{src}}, {{mem}}", uses=(_u("src", _GR[_w]),),
         flags=_fl("store"))
    _mem(f"MOV{_w}mi", f"mov{_s} $$${{imm}}, {{mem}}", uses=(_u("imm", _IMM[_w]),),
         flags=_fl("store"), imm_bytes=min(_w, 32) // 8)
_mem("MOVSSmr", "movss %${src}, {mem}", uses=(_u("src", FR32),), flags=_fl("store"))
_mem("MOVSDmr", "movsd %${src}, {mem}", uses=(_u("src", FR64),), flags=_fl("store"))
# SDM "MOVUPS": a whole XMM register from/to unaligned memory (vectors crossing calls)
_mem("MOVUPSmr", "movups %${src}, {mem}", uses=(_u("src", VR128),), flags=_fl("store"))

# --------------------------------------------------------------------------- TLS
# SysV AMD64 ABI 3.4.6 / Drepper "ELF Handling For Thread-Local Storage" 4.4: %fs holds
# the thread pointer, and the word at %fs:0 is the thread pointer itself (the TCB's self
# pointer), so `movq %fs:0` reads it into a register. Local exec then adds the variable's
# link-time offset `x@TPOFF` (R_X86_64_TPOFF32), initial exec the offset the linker put
# in a GOT entry (`addq x@GOTTPOFF(%rip)`, R_X86_64_GOTTPOFF; the ADD64rm_rip record).
MOV64rm_fs0 = _instr("MOV64rm_fs0", "movq %fs:0, %${dst}", (_d("dst", GR64),), size=9)
# General dynamic (ABI 3.4.6, Drepper 4.3.4): the fixed 16-byte sequence GNU ld can relax;
# a call (its clobbers and %rax result come from the call lowering)
TLS_GD_CALL64 = _instr("TLS_GD_CALL64", "data16\n\tleaq ${sym}(%rip), %rdi\n\tdata16\n\tdata16"
                       "\n\trex64\n\tcallq __tls_get_addr@PLT", (_u("sym", SYMBOL),),
                       _fl("call"), size=16)
# Local dynamic (Drepper 4.3.5): the module's block from the same call, named by any of
# its variables (`x@TLSLD`, R_X86_64_TLSLD; the 12 bytes GNU ld relaxes), then each
# variable at its offset in the block: `leaq x@DTPOFF(%rax), %r` (LEA64r_tpoff with a
# dtpoff symbol, R_X86_64_DTPOFF32)
TLS_LD_CALL64 = _instr("TLS_LD_CALL64", "leaq ${sym}(%rip), %rdi\n\tcallq __tls_get_addr@PLT",
                       (_u("sym", SYMBOL),), _fl("call"), size=12)
LEA64r_tpoff = _instr("LEA64r_tpoff", "leaq ${sym}(%${base}), %${dst}",
                      (_d("dst", GR64), _u("base", GR64), _u("sym", SYMBOL)), size=7)

# --------------------------------------------------------------------------- atomics
# SDM "XADD", "XCHG" (implicitly locked with a memory operand), "CMPXCHG", "MFENCE".
# x86 is TSO: atomic loads and non-seq_cst stores are plain movs (patterns.py).
MFENCE = _instr("MFENCE", "mfence", (), _fl("side_effects"), size=3)
for _w in (32, 64):
    _s, _c = _SFX[_w], _GR[_w]
    _mem(f"LXADD{_w}", f"lock xadd{_s} %${{dst}}, {{mem}}", defs=(_d("dst", _c),),
         uses=(_u("src1", _c),), flags=_fl("load", "store", "side_effects"), idefs=(_F,),
         tied=(("dst", "src1"),))
    _mem(f"XCHG{_w}rm", f"xchg{_s} %${{dst}}, {{mem}}", defs=(_d("dst", _c),),
         uses=(_u("src1", _c),), flags=_fl("load", "store", "side_effects"),
         tied=(("dst", "src1"),))
    _mem(f"LCMPXCHG{_w}", f"lock cmpxchg{_s} %${{src}}, {{mem}}", uses=(_u("src", _c),),
         flags=_fl("load", "store", "side_effects"), idefs=(RAX, _F), iuses=(RAX,))

# --------------------------------------------------------------------------- flags consumers
# SDM "SETcc": the byte register gets 0/1 (the upper bits are kept: movzbl follows)
SETCCr = _instr("SETCCr", "set${cc} %${dst}", (_d("dst", GR8), _u("cc", CONDCODE)), uses=(_F,),
                size=3)

# --------------------------------------------------------------------------- control flow
JMP_1 = _instr("JMP_1", "jmp ${dst}", (_u("dst", LABEL),),
               _fl("terminator", "branch", "barrier"), size=5)
JCC_1 = _instr("JCC_1", "j${cc} ${dst}", (_u("dst", LABEL), _u("cc", CONDCODE)),
               _fl("terminator", "branch", "cond_branch"), uses=(_F,), size=6)
# condition code -> its complement (SDM vol. 1, B.1: each pair tests complementary flags)
INVERSE_CC = {"e": "ne", "ne": "e", "l": "ge", "ge": "l", "le": "g", "g": "le", "b": "ae",
              "ae": "b", "be": "a", "a": "be", "p": "np", "np": "p", "s": "ns", "ns": "s",
              "o": "no", "no": "o"}
JMP64r = _instr("JMP64r", "jmpq *%${src}", (_u("src", GR64),),
                _fl("terminator", "indirect_branch", "barrier"), size=3)
CALL64pcrel32 = _instr("CALL64pcrel32", "callq ${sym}", (_u("sym", SYMBOL),), _fl("call"),
                       defs=(RSP,), uses=(RSP,), size=5)
CALL64r = _instr("CALL64r", "callq *%${src}", (_u("src", GR64),), _fl("call"),
                 defs=(RSP,), uses=(RSP,), size=3)
RET64 = _instr("RET64", "retq", (), _fl("terminator", "return", "barrier"), uses=(RSP,), size=1)
TRAP = _instr("TRAP", "ud2", (), _fl("terminator", "barrier", "side_effects"), size=2)
PUSH64r = _instr("PUSH64r", "pushq %${src}", (_u("src", GR64),), _fl("store"), defs=(RSP,),
                 uses=(RSP,), size=2)
POP64r = _instr("POP64r", "popq %${dst}", (_d("dst", GR64),), _fl("load"), defs=(RSP,),
                uses=(RSP,), size=2)
# rsp adjustment (prologue, epilogue, calls in functions with dynamic allocas)
SUB64ri_sp = _instr("SUB64ri_sp", "subq $$${imm}, %rsp", (_u("imm", IMM32),), defs=(RSP, _F),
                    uses=(RSP,))
ADD64ri_sp = _instr("ADD64ri_sp", "addq $$${imm}, %rsp", (_u("imm", IMM32),), defs=(RSP, _F),
                    uses=(RSP,))
AND64ri_sp = _instr("AND64ri_sp", "andq $$${imm}, %rsp", (_u("imm", IMM32),), defs=(RSP, _F),
                    uses=(RSP,))

# --------------------------------------------------------------------------- SSE / SSE2 scalar
# SDM "ADDSD", "SUBSD", "MULSD", "DIVSD" (and the SS forms): dst = dst op src2.
for _op in ("add", "sub", "mul", "div", "min", "max"):
    for _t, _c in (("ss", FR32), ("sd", FR64)):
        _instr(f"{_op.upper()}{_t.upper()}rr", f"{_op}{_t} %${{src2}}, %${{dst}}",
               (_d("dst", _c), _u("src1", _c), _u("src2", _c)),
               _fl("commutable") if _op in ("add", "mul") else _fl(), tied=(("dst", "src1"),))
        _mem(f"{_op.upper()}{_t.upper()}rm", f"{_op}{_t} {{mem}}, %${{dst}}",
             defs=(_d("dst", _c),), uses=(_u("src1", _c),), flags=_fl("load"),
             tied=(("dst", "src1"),))
for _t, _c in (("ss", FR32), ("sd", FR64)):
    _instr(f"SQRT{_t.upper()}rr", f"sqrt{_t} %${{src}}, %${{dst}}", (_d("dst", _c), _u("src", _c)))
    # SDM "UCOMISD": ZF PF CF from an unordered compare of src1 with src2
    _instr(f"UCOMI{_t.upper()}rr", f"ucomi{_t} %${{src2}}, %${{src1}}",
           (_u("src1", _c), _u("src2", _c)), defs=(_F,))
# bitwise ops on the whole register (neg/abs/copysign masks), and the register copy
for _op in ("xorps", "andps", "andnps", "orps", "xorpd", "andpd"):
    for _c, _sfx in ((FR32, "_f32"), (FR64, "")):
        _instr(f"{_op.upper()}rr{_sfx}", f"{_op} %${{src2}}, %${{dst}}",
               (_d("dst", _c), _u("src1", _c), _u("src2", _c)), tied=(("dst", "src1"),))
MOVAPSrr = _instr("MOVAPSrr", "movaps %${src}, %${dst}", (_d("dst", FR64), _u("src", FR64)),
                  _fl("move"))
FsFLD0SD = _instr("FsFLD0SD", "xorps %${dst}, %${dst}", (_d("dst", FR64),))
FsFLD0SS = _instr("FsFLD0SS", "xorps %${dst}, %${dst}", (_d("dst", FR32),))
# SDM "CVTSI2SD" / "CVTTSD2SI" / "CVTSS2SD" / "CVTSD2SS"
for _t, _c in (("ss", FR32), ("sd", FR64)):
    T = _t.upper()
    _instr(f"CVTSI2{T}rr", f"cvtsi2{_t}l %${{src}}, %${{dst}}", (_d("dst", _c), _u("src", GR32)))
    _instr(f"CVTSI642{T}rr", f"cvtsi2{_t}q %${{src}}, %${{dst}}", (_d("dst", _c), _u("src", GR64)))
    _instr(f"CVTT{T}2SIrr", f"cvtt{_t}2si %${{src}}, %${{dst}}", (_d("dst", GR32), _u("src", _c)))
    _instr(f"CVTT{T}2SI64rr", f"cvtt{_t}2si %${{src}}, %${{dst}}", (_d("dst", GR64), _u("src", _c)))
CVTSS2SDrr = _instr("CVTSS2SDrr", "cvtss2sd %${src}, %${dst}", (_d("dst", FR64), _u("src", FR32)))
CVTSD2SSrr = _instr("CVTSD2SSrr", "cvtsd2ss %${src}, %${dst}", (_d("dst", FR32), _u("src", FR64)))
# SDM "MOVD/MOVQ": bit patterns between the register files
MOVQ64toSD = _instr("MOVQ64toSD", "movq %${src}, %${dst}", (_d("dst", FR64), _u("src", GR64)))
MOVQSDto64 = _instr("MOVQSDto64", "movq %${src}, %${dst}", (_d("dst", GR64), _u("src", FR64)))
MOVD32toSS = _instr("MOVD32toSS", "movd %${src}, %${dst}", (_d("dst", FR32), _u("src", GR32)))
MOVDSSto32 = _instr("MOVDSSto32", "movd %${src}, %${dst}", (_d("dst", GR32), _u("src", FR32)))

# --------------------------------------------------------------------------- pseudos
# Call-frame setup (LLVM ADJCALLSTACKDOWN64/UP64): `amount` = outgoing stack bytes.
# Frame lowering deletes them (reserved call frame) or turns them into sub/add rsp.
ADJCALLSTACKDOWN64 = _instr("ADJCALLSTACKDOWN64", "", (_u("amount", UImm(32)),),
                            _fl("pseudo", "side_effects"), defs=(RSP,), uses=(RSP,))
ADJCALLSTACKUP64 = _instr("ADJCALLSTACKUP64", "", (_u("amount", UImm(32)),),
                          _fl("pseudo", "side_effects"), defs=(RSP,), uses=(RSP,))



def rec(name: str) -> Instr:
    return INSTRS[name]

# Every record is also a module attribute (`I.ADD64rr`, `I.MOV32rm_rip`), including
# those the generators above made in loops.
globals().update({_n: _r for _n, _r in INSTRS.items() if _n not in globals()})


def __getattr__(name: str) -> Instr:
    """The records made in loops, as type checkers see them (PEP 562): at run time the
    `globals()` entries above answer first, so this only runs for unknown names."""
    try:
        return INSTRS[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
