"""The in-memory LLVM IR (see docs/ir-api.md): types, values, instructions, module, layout."""
from .types import *  # noqa: F401,F403
from .values import Argument, BasicBlock, User, Value  # noqa: F401
from .attributes import AttributeSet  # noqa: F401
from .constants import *  # noqa: F401,F403
from .instructions import *  # noqa: F401,F403
from .metadata import MDConst, MDNode, MDString, Metadata, MetadataAsValue, ValueAsMetadata  # noqa: F401
from .module import Comdat, Module  # noqa: F401
from .datalayout import DataLayout  # noqa: F401
from .builder import IRBuilder  # noqa: F401
from .constants import InlineAsm  # noqa: F401,E402
from .parser import parse_module  # noqa: F401,E402
from .printer import print_module  # noqa: F401,E402
