"""Position-independent code: which symbols a PIC module reaches through the GOT, and
the local aliases that let it reach its own definitions directly (llc's
`-relocation-model=pic`, LLVM 16's TargetMachine::shouldAssumeDSOLocal and
AsmPrinter::getSymbolPreferLocal, for ELF).

- A symbol is *preemptible* (another module may supply it at run time) unless it is
  `dso_local`; local linkage (`internal`, `private`) and non-default visibility (`hidden`,
  `protected`) imply `dso_local` (LangRef "Runtime Preemption Specifiers"). extern_weak
  declarations stay preemptible even when hidden. Preemptible data and function
  addresses are loaded from the GOT; calls to preemptible functions go through the PLT.
- A `dso_local` definition with `external` linkage and default visibility is still an
  exported, preemptible *ELF* symbol, so a PC-relative reference to it would make the
  linker refuse the shared object. llc references such a definition through a local alias
  `.L<name>$local` placed at the same address — unless the module says it is built for an
  executable (`!"PIE Level"` set), where the symbol cannot be preempted and llc uses it
  directly.
- The module flag `!"PIC Level"` does not turn PIC on (the relocation model is llc's
  command line alone, as in llc); it only chooses SPARC's small (GOT13) or large
  (GOT22/GOT10) GOT offsets.
"""
from __future__ import annotations

from typing import Any

LOCAL_LINKAGES = ("internal", "private")


def module_flag(module: Any, name: str) -> int:
    """The integer value of module flag `name` (`!{i32 behaviour, !"name", i32 value}`),
    0 when the module does not set it."""
    for node in module.named_metadata.get("llvm.module.flags", ()):
        ops: Any = getattr(node, "operands", ())
        if len(ops) != 3:
            continue
        ident = getattr(ops[1], "data", None)
        if ident is None or ident.decode("utf-8", "replace") != name:
            continue
        value = getattr(getattr(ops[2], "value", None), "value", None)
        return value if isinstance(value, int) else 0
    return 0


def is_dso_local(gv: Any) -> bool:
    """True when references to `gv` resolve within the module being linked."""
    if gv.linkage == "extern_weak":
        return False
    return bool(gv.dso_local or gv.linkage in LOCAL_LINKAGES
                or (gv.visibility or "default") != "default")


def uses_local_alias(gv: Any, module: Any) -> bool:
    """Whether PIC references to `gv` name its `.L<name>$local` alias (see the module
    docstring): a dso_local `external` definition of default visibility in a module
    without `PIE Level`."""
    return (bool(gv.dso_local) and gv.linkage == "external" and not gv.is_declaration
            and (gv.visibility or "default") == "default" and not gv.comdat
            and module_flag(module, "PIE Level") == 0)


def local_alias(name: str) -> str:
    """The local alias label of a definition (llc's `.L<name>$local`)."""
    return f".L{name}$local"


def jump_table_entry(target: Any, pic: bool) -> str:
    """How a jump table holds its destinations: "abs" (pointer-sized block addresses),
    "rel32" (32-bit `.LBB - .LJTI` differences, added to the table's address: what llc
    does for PIC, so the table needs no load-time relocation and stays in .rodata), or
    "none" (no jump tables: a compare tree, what llc-16 does on SPARC). A PIC target
    names its form in `asm_info["pic_jump_table_entry"]`, static code in
    `asm_info["jump_table_entry"]`."""
    key = "pic_jump_table_entry" if pic else "jump_table_entry"
    return str(target.asm_info.get(key, "abs"))


def local_alias_names(module: Any, target: Any) -> dict[str, str]:
    """IR name -> alias label of every definition PIC code references by its alias (none
    on a target whose `asm_info["pic_local_aliases"]` is False: SPARC, where llc reaches
    every symbol through the GOT)."""
    if not target.asm_info.get("pic_local_aliases", True):
        return {}
    return {gv.name: local_alias(gv.name)
            for gv in (*module.globals, *module.functions) if uses_local_alias(gv, module)}
