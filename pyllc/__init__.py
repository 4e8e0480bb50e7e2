"""pyllc: LLVM's llc, opt and lli rebuilt in Python.

Importing the package first puts the opt-in compiled build of the IR and the optimizer
(`make fast`, see pyllc/native.py) in front of their sources when it is fresh."""
from pyllc.native import activate as _activate

_activate()
