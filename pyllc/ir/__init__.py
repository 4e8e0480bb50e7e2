"""The in-memory LLVM IR (see docs/ir-api.md): types, values, instructions, module, layout."""
from pyllc.ir.attributes import AttributeSet  # noqa: F401
from pyllc.ir.builder import IRBuilder  # noqa: F401
from pyllc.ir.constants import *  # noqa: F403
from pyllc.ir.constants import InlineAsm  # noqa: F401
from pyllc.ir.datalayout import DataLayout  # noqa: F401
from pyllc.ir.eh_instructions import *  # noqa: F403
from pyllc.ir.globals import (  # noqa: F401
    Function,
    GlobalAlias,
    GlobalIFunc,
    GlobalValue,
    GlobalVariable,
)
from pyllc.ir.instructions import *  # noqa: F403
from pyllc.ir.metadata import (  # noqa: F401
    MDConst,
    MDNode,
    MDString,
    Metadata,
    MetadataAsValue,
    ValueAsMetadata,
)
from pyllc.ir.module import Comdat, Module  # noqa: F401
from pyllc.ir.parser import parse_module  # noqa: F401
from pyllc.ir.printer import print_module  # noqa: F401
from pyllc.ir.types import *  # noqa: F403
from pyllc.ir.values import Argument, BasicBlock, User, Value  # noqa: F401
